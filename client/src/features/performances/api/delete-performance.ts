import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import { apiRequest } from "@/api/api-request";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { PERFORMANCES_KEY } from "./get-performances";

export async function deletePerformance(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/performances/${id}`);
}

/** The show leaves the log at once; a failure puts it back. */
export function useDeletePerformance(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerformance,
    ...optimisticUpdate<Performance[], void, number>(queryClient, {
      queryKey: PERFORMANCES_KEY,
      apply: (list, id) => list.filter((p) => p.id !== id),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: PERFORMANCES_KEY });
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/joke-notes" && q.queryKey[2] === "performances" });
        callbacks.onSuccess?.();
      },
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
