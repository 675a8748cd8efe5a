import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import { getJson } from "@/lib/api-request";

export const getPerformances = (signal?: AbortSignal) => getJson<Performance[]>("/api/performances", signal);

/** The comedian's logged shows, newest first. */
export function usePerformances() {
  return useQuery(queryOptions({ queryKey: ["/api/performances"], queryFn: ({ signal }) => getPerformances(signal) }));
}
