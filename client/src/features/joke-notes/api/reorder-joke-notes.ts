import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { orderByIds } from "../lib/order-by-ids";
import { JOKE_NOTES_KEY, type JokeNote } from "./get-joke-notes";

/** The full saved order: the listed ids come first, in this order. */
export interface ReorderJokeNotesInput {
  noteIds: number[];
}

export async function reorderJokeNotes(input: ReorderJokeNotesInput): Promise<void> {
  await apiRequest("PUT", "/api/joke-notes/reorder", input);
}

/**
 * Shows the new order at once; on failure the list is put back from the server.
 * Toasts are the caller's (a drag and "send to top" word their errors differently).
 */
export function useReorderJokeNotes(callbacks: {
  onSuccess?: (input: ReorderJokeNotesInput) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderJokeNotes,
    onMutate: async ({ noteIds }) => {
      await queryClient.cancelQueries({ queryKey: JOKE_NOTES_KEY });
      queryClient.setQueryData<JokeNote[]>(JOKE_NOTES_KEY, (notes) => notes && orderByIds(notes, noteIds));
    },
    onSuccess: (_data, input) => callbacks.onSuccess?.(input),
    onError: (error) => callbacks.onError?.(error),
    // Success or failure, the server's order is the truth: refetch it (this restores it after a failure).
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY }),
  });
}
