import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import type { PerformanceRating } from "@shared/performances/ratings";
import { apiRequest } from "@/api/api-request";
import { PERFORMANCES_KEY } from "./get-performances";

export interface PerformanceFields {
  performedAt: string;
  venue: string;
  showName: string | null;
  setListId: number | null;
  durationSeconds: number | null;
  notes: string | null;
  ratings: { jokeNoteId: number; rating: PerformanceRating }[];
}

/** A new show (no id) or a rewrite of a logged one. */
export type SavePerformanceInput = { id?: number } & PerformanceFields;

export async function savePerformance({ id, ...fields }: SavePerformanceInput): Promise<Performance> {
  const res = await apiRequest(id === undefined ? "POST" : "PUT", id === undefined ? "/api/performances" : `/api/performances/${id}`, fields);
  return (await res.json()) as Performance;
}

/** Saves the show; the log, the last show and the jokes' histories are read again. */
export function useSavePerformance(callbacks: { onSuccess?: (p: Performance) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePerformance,
    onSuccess: (performance) => {
      void queryClient.invalidateQueries({ queryKey: PERFORMANCES_KEY });
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/joke-notes" && q.queryKey[2] === "performances" });
      callbacks.onSuccess?.(performance);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
