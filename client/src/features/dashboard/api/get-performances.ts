import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import { getJson } from "@/api/api-request";

export const getLastPerformance = (signal?: AbortSignal) => getJson<Performance[]>("/api/performances?limit=1", signal);

/** The comedian's newest logged show (a list of at most one). */
export function useLastPerformance() {
  return useQuery(queryOptions({ queryKey: ["/api/performances", { limit: 1 }], queryFn: ({ signal }) => getLastPerformance(signal) }));
}
