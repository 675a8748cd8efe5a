import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MovedNote, MoveNoteInput } from "@shared/joke-notes/list-page";
import { moveJokeNote } from "@/data/joke-notes/endpoints";
import { noteCacheMutation } from "@/data/joke-notes/note-caches";

/** The note goes right after `afterId` in the saved order (first when it is null), or right before `beforeId`. */
export type MoveJokeNoteInput = { id: number } & MoveNoteInput;

/**
 * A drag or "send to top": shown at once; the server's new places are taken into every
 * cached list; a failure puts the lists back and reads them from the server. Toasts are the
 * caller's (a drag and "send to top" word their errors differently).
 */
export function useMoveJokeNote(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...to }: MoveJokeNoteInput) => moveJokeNote({ params: { id }, body: to }),
    ...noteCacheMutation<MovedNote, MoveJokeNoteInput>(queryClient, {
      optimistic: (input) =>
        "beforeId" in input
          ? { kind: "movedBefore", id: input.id, beforeId: input.beforeId }
          : { kind: "movedAfter", id: input.id, afterId: input.afterId },
      settled: ({ note, previousSortOrder, shifted }) => ({ kind: "placed", note, previousSortOrder, shifted }),
      onSuccess: () => callbacks.onSuccess?.(),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
