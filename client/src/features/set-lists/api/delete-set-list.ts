import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetListSummary } from "@shared/set-lists/set-list-dto";
import { deleteSetList } from "@/data/set-lists/endpoints";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { SET_LISTS_KEY } from "@/data/set-lists/queries";

/** The set leaves the list at once; a failure puts it back. */
export function useDeleteSetList(callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSetList({ params: { id } }),
    ...optimisticUpdate<SetListSummary[], void, number>(queryClient, {
      queryKey: SET_LISTS_KEY,
      apply: (sets, id) => sets.filter((set) => set.id !== id),
      restore: (sets, snapshot, id) => restoreById(sets, snapshot, id),
      onSuccess: (_result, id) => callbacks.onSuccess?.(id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
