import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Thought } from "@shared/thoughts/thought-dto";
import { apiRequest } from "@/api/api-request";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { THOUGHTS_KEY } from "./get-thoughts";

export async function deleteThought(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/thoughts/${id}`);
}

/** The thought goes at once; a failure puts it back where it was. */
export function useDeleteThought(callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteThought,
    ...optimisticUpdate<Thought[], void, number>(queryClient, {
      queryKey: THOUGHTS_KEY,
      apply: (list, id) => list.filter((thought) => thought.id !== id),
      restore: (list, snapshot, id) => restoreById(list, snapshot, id),
      onSuccess: (_result, id) => callbacks.onSuccess?.(id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
