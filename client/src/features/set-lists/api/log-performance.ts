import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import { createPerformance } from "@/data/performances/endpoints";
import { PERFORMANCES_KEY } from "@/data/performances/queries";

/** A show logged from its set list (with the set's recording, when it was recorded). */
export function useLogPerformance(callbacks: { onSuccess?: (p: Performance) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof createPerformance>[0]["body"]) => createPerformance({ body }),
    onSuccess: (performance) => {
      void queryClient.invalidateQueries({ queryKey: PERFORMANCES_KEY });
      callbacks.onSuccess?.(performance);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
