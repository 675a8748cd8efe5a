import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetListSummary } from "@shared/set-lists/set-list-dto";
import { apiRequest } from "@/lib/api-request";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { SET_LISTS_KEY } from "./get-set-lists";

export async function deleteSetList(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/set-lists/${id}`);
}

/** The set leaves the list at once; a failure puts it back. */
export function useDeleteSetList(callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSetList,
    ...optimisticUpdate<SetListSummary[], void, number>(queryClient, {
      queryKey: SET_LISTS_KEY,
      apply: (sets, id) => sets.filter((set) => set.id !== id),
      restore: (sets, snapshot, id) => restoreById(sets, snapshot, id),
      onSuccess: (_result, id) => callbacks.onSuccess?.(id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
