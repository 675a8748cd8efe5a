import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SetListSummary } from "@shared/set-lists/set-list-dto";
import { getJson } from "@/lib/api-request";
import { KEPT_FOR_OFFLINE } from "@/lib/offline-api-cache";

export const SET_LISTS_KEY = ["/api/set-lists"] as const;

export const getSetLists = (signal?: AbortSignal) => getJson<SetListSummary[]>("/api/set-lists", signal);

export function useSetLists() {
  return useQuery(queryOptions({ queryKey: SET_LISTS_KEY, queryFn: ({ signal }) => getSetLists(signal), networkMode: KEPT_FOR_OFFLINE }));
}
