import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { createJokeNote } from "@/data/joke-notes/endpoints";
import { applyNoteEdit } from "@/data/joke-notes/note-caches";

/** A simile becomes a joke note: the simile is its setup, the topic is noted as its inspiration. */
export function useSaveSimile(callbacks: { onSuccess: (note: JokeNote) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ simile, topic }: { simile: string; topic: string }) =>
      createJokeNote({ body: { setup: simile, punchlines: [], inspiration: `Simile about ${topic}` } }),
    onSuccess: (note: JokeNote) => {
      applyNoteEdit(queryClient, { kind: "saved", note });
      callbacks.onSuccess(note);
    },
    onError: callbacks.onError,
  });
}
