import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import type { PerformanceRating } from "@shared/performances/ratings";
import { apiRequest } from "@/api/api-request";

export interface LogPerformanceInput {
  performedAt: string;
  venue: string;
  showName: string | null;
  setListId: number;
  durationSeconds: number | null;
  notes: string | null;
  ratings: { jokeNoteId: number; rating: PerformanceRating }[];
  /** The set's recording, when it was recorded: the show links to it. */
  recordingId?: number;
}

export async function logPerformance(input: LogPerformanceInput): Promise<Performance> {
  const res = await apiRequest("POST", "/api/performances", input);
  return (await res.json()) as Performance;
}

export function useLogPerformance(callbacks: { onSuccess?: (p: Performance) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logPerformance,
    onSuccess: (performance) => {
      void queryClient.invalidateQueries({ queryKey: ["/api/performances"] });
      callbacks.onSuccess?.(performance);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
