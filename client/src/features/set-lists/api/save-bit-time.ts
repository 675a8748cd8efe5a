import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { patchNote } from "@/data/joke-notes/saves";
import { applyNoteEdit } from "@/data/joke-notes/note-caches";
import { setListKey } from "@/data/set-lists/queries";
import { SET_LISTS_KEY } from "@/data/set-lists/queries";

export interface SaveBitTimeInput {
  jokeNoteId: number;
  durationSeconds: number;
}

/** A rehearsed time saved as the joke's timed length; the set's total is read again. */
export function useSaveBitTime(setId: number, callbacks: { onSuccess?: (note: JokeNote) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jokeNoteId, durationSeconds }: SaveBitTimeInput) => patchNote(jokeNoteId, { durationSeconds }),
    onSuccess: (note) => {
      applyNoteEdit(queryClient, { kind: "saved", note }, { refreshCounts: false });
      void queryClient.invalidateQueries({ queryKey: setListKey(setId), exact: true });
      void queryClient.invalidateQueries({ queryKey: SET_LISTS_KEY, exact: true });
      callbacks.onSuccess?.(note);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
