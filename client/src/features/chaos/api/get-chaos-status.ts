import { queryOptions, useQuery } from "@tanstack/react-query";
import { getChaosStatus } from "@/api/chaos";

export const CHAOS_KEY = ["/api/admin/chaos-monkey"] as const;
/** The spec's polling: the status refreshes every 5 seconds. */
export const CHAOS_POLL_MS = 5_000;

export const chaosStatusQueryOptions = () =>
  queryOptions({ queryKey: CHAOS_KEY, queryFn: ({ signal }) => getChaosStatus({}, { signal }), refetchInterval: CHAOS_POLL_MS });

export function useChaosStatus() {
  return useQuery(chaosStatusQueryOptions());
}
