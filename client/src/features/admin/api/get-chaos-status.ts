import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChaosStatus } from "@shared/chaos/chaos-dto";
import { getJson } from "@/api/api-request";

export const CHAOS_KEY = ["/api/admin/chaos-monkey"] as const;
/** The spec's polling: the status refreshes every 5 seconds. */
export const CHAOS_POLL_MS = 5_000;

export const getChaosStatus = (signal?: AbortSignal) => getJson<ChaosStatus>("/api/admin/chaos-monkey", signal);

export const chaosStatusQueryOptions = () =>
  queryOptions({ queryKey: CHAOS_KEY, queryFn: ({ signal }) => getChaosStatus(signal), refetchInterval: CHAOS_POLL_MS });

export function useChaosStatus() {
  return useQuery(chaosStatusQueryOptions());
}
