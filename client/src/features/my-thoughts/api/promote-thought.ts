import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/api/api-request";
import { applyNoteEdit } from "@/lib/joke-note-pages";

export async function promoteThought(id: number): Promise<JokeNote> {
  const res = await apiRequest("POST", `/api/thoughts/${id}/promote`);
  return (await res.json()) as JokeNote;
}

/** A new joke note whose setup is the thought; it takes its place in every cached list. */
export function usePromoteThought(
  callbacks: { onSuccess?: (note: JokeNote, thoughtId: number) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteThought,
    onSuccess: (note: JokeNote, thoughtId: number) => {
      callbacks.onSuccess?.(note, thoughtId);
      applyNoteEdit(queryClient, { kind: "saved", note });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
