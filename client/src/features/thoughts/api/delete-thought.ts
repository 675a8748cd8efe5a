import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Thought } from "@shared/thoughts/thought-dto";
import { deleteThought } from "@/api/thoughts";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { THOUGHTS_KEY } from "./get-thoughts";

/** The thought goes at once; a failure puts it back where it was. */
export function useDeleteThought(callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteThought({ params: { id } }),
    ...optimisticUpdate<Thought[], void, number>(queryClient, {
      queryKey: THOUGHTS_KEY,
      apply: (list, id) => list.filter((thought) => thought.id !== id),
      restore: (list, snapshot, id) => restoreById(list, snapshot, id),
      onSuccess: (_result, id) => callbacks.onSuccess?.(id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
