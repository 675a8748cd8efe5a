import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SetListSummary } from "@shared/set-lists/set-list-dto";
import { getJson } from "@/lib/api-request";

export const getSetListOptions = (signal?: AbortSignal) => getJson<SetListSummary[]>("/api/set-lists", signal);

/** The comedian's set lists, to say which one a show used. */
export function useSetListOptions(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: ["/api/set-lists"], queryFn: ({ signal }) => getSetListOptions(signal) }), enabled });
}
