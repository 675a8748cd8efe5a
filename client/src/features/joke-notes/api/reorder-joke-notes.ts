import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/lib/api-request";
import { JOKE_NOTES_KEY } from "@/lib/joke-notes-query";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { orderByIds } from "../lib/order-by-ids";

/** The full saved order: the listed ids come first, in this order. */
export interface ReorderJokeNotesInput {
  noteIds: number[];
}

export async function reorderJokeNotes(input: ReorderJokeNotesInput): Promise<void> {
  await apiRequest("PUT", "/api/joke-notes/reorder", input);
}

/**
 * Shows the new order at once; a failure puts the old order back (other edits made
 * meanwhile stay) and the refetch brings the server's. Toasts are the caller's (a drag
 * and "send to top" word their errors differently).
 */
export function useReorderJokeNotes(callbacks: {
  onSuccess?: (input: ReorderJokeNotesInput) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderJokeNotes,
    ...optimisticUpdate<JokeNote[], void, ReorderJokeNotesInput>(queryClient, {
      queryKey: JOKE_NOTES_KEY,
      apply: (notes, { noteIds }) => orderByIds(notes, noteIds),
      restore: (notes, snapshot) => orderByIds(notes, snapshot.map((note) => note.id)),
      onSuccess: (_result, input) => callbacks.onSuccess?.(input),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
