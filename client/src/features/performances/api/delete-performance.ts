import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import { deletePerformance } from "@/data/performances/endpoints";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { isJokePerformancesKey, PERFORMANCES_KEY } from "@/data/performances/queries";

/** The show leaves the log at once; a failure puts it back. */
export function useDeletePerformance(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePerformance({ params: { id } }),
    ...optimisticUpdate<Performance[], void, number>(queryClient, {
      queryKey: PERFORMANCES_KEY,
      apply: (list, id) => list.filter((p) => p.id !== id),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: PERFORMANCES_KEY });
        void queryClient.invalidateQueries({ predicate: (q) => isJokePerformancesKey(q.queryKey) });
        callbacks.onSuccess?.();
      },
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
