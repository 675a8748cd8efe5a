import { queryOptions, useQuery } from "@tanstack/react-query";
import { getChaosStatus } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const CHAOS_KEY = queryKeyOf(getChaosStatus);
/** The spec's polling: the status refreshes every 5 seconds. */
export const CHAOS_POLL_MS = 5_000;

export const chaosStatusQueryOptions = () =>
  queryOptions({ queryKey: CHAOS_KEY, queryFn: ({ signal }) => getChaosStatus({}, { signal }), refetchInterval: CHAOS_POLL_MS });

export function useChaosStatus() {
  return useQuery(chaosStatusQueryOptions());
}
