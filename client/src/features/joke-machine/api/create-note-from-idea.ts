import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { createJokeNote } from "@/data/joke-notes/endpoints";
import { applyNoteEdit } from "@/data/joke-notes/note-caches";

export function useCreateNoteFromIdea(callbacks: { onSuccess: (note: JokeNote) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    // The lighter form: an idea becomes a note with an empty punchline (spec section 3).
    mutationFn: (body: Parameters<typeof createJokeNote>[0]["body"]) => createJokeNote({ body }),
    onSuccess: (note: JokeNote) => {
      applyNoteEdit(queryClient, { kind: "saved", note });
      callbacks.onSuccess(note);
    },
    onError: callbacks.onError,
  });
}
