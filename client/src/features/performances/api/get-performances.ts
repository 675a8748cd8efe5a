import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Performance } from "@shared/performances/performance-dto";
import { getJson } from "@/api/api-request";

/** Every cached read of the log starts with this key (the dashboard's newest show too). */
export const PERFORMANCES_KEY = ["/api/performances"] as const;

export const getPerformances = (signal?: AbortSignal) => getJson<Performance[]>("/api/performances", signal);

/** The comedian's logged shows, newest first. */
export function usePerformances() {
  return useQuery(queryOptions({ queryKey: PERFORMANCES_KEY, queryFn: ({ signal }) => getPerformances(signal) }));
}
