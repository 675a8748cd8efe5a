import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";

interface DeleteCallbacks {
  onSuccess?: (id: number) => void;
  onError?: (error: Error) => void;
}

/** Deletes a row of the cached list under `queryKey`: it goes at once; a failure puts it back where it was. */
export function useOptimisticDelete<T extends { id: number }>(
  queryKey: QueryKey,
  remove: (id: number) => Promise<void>,
  callbacks: DeleteCallbacks = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    ...optimisticUpdate<T[], void, number>(queryClient, {
      queryKey,
      apply: (list, id) => list.filter((row) => row.id !== id),
      restore: (list, snapshot, id) => restoreById(list, snapshot, id),
      onSuccess: (_result, id) => callbacks.onSuccess?.(id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
