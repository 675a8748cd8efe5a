import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import { createPerformance, updatePerformance } from "@/data/performances/endpoints";
import { isJokePerformancesKey, PERFORMANCES_KEY } from "@/data/performances/queries";

/** A new show (no id) or a rewrite of a logged one. */
export type SavePerformanceInput = { id?: number } & Parameters<typeof createPerformance>[0]["body"];

const savePerformance = ({ id, ...body }: SavePerformanceInput): Promise<Performance> =>
  id === undefined ? createPerformance({ body }) : updatePerformance({ params: { id }, body });

/** Saves the show; the log, the last show and the jokes' histories are read again. */
export function useSavePerformance(callbacks: { onSuccess?: (p: Performance) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePerformance,
    onSuccess: (performance) => {
      void queryClient.invalidateQueries({ queryKey: PERFORMANCES_KEY });
      void queryClient.invalidateQueries({ predicate: (q) => isJokePerformancesKey(q.queryKey) });
      callbacks.onSuccess?.(performance);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
