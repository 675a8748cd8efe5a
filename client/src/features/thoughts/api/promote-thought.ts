import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { promoteThought } from "@/data/thoughts/endpoints";
import { applyNoteEdit } from "@/data/joke-notes/note-caches";

/** A new joke note whose setup is the thought; it takes its place in every cached list. */
export function usePromoteThought(
  callbacks: { onSuccess?: (note: JokeNote, thoughtId: number) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => promoteThought({ params: { id } }),
    onSuccess: (note: JokeNote, thoughtId: number) => {
      callbacks.onSuccess?.(note, thoughtId);
      applyNoteEdit(queryClient, { kind: "saved", note });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
