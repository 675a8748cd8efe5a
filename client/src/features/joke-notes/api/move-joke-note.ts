import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MovedNote } from "@shared/joke-notes/list-page";
import { apiRequest } from "@/lib/api-request";
import { noteCacheMutation } from "@/lib/joke-note-pages";

/** The note goes right after `afterId` in the saved order, or first when it is null. */
export interface MoveJokeNoteInput {
  id: number;
  afterId: number | null;
}

export async function moveJokeNote({ id, afterId }: MoveJokeNoteInput): Promise<MovedNote> {
  const res = await apiRequest("PUT", `/api/joke-notes/${id}/position`, { afterId });
  return (await res.json()) as MovedNote;
}

/**
 * A drag or "send to top": shown at once; the server's new places are taken into every
 * cached list; a failure puts the lists back and reads them from the server. Toasts are the
 * caller's (a drag and "send to top" word their errors differently).
 */
export function useMoveJokeNote(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveJokeNote,
    ...noteCacheMutation<MovedNote, MoveJokeNoteInput>(queryClient, {
      optimistic: ({ id, afterId }) => ({ kind: "movedAfter", id, afterId }),
      settled: ({ note, previousSortOrder }, { afterId }) => ({ kind: "placed", note, previousSortOrder, shifted: afterId !== null }),
      onSuccess: () => callbacks.onSuccess?.(),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
