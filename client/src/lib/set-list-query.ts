import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSetList, getSetLists } from "@/api/set-lists";
import { KEPT_FOR_OFFLINE } from "@/lib/offline-api-cache";

/** The set lists, without their bits: one cache entry for every page that lists them. */
export const SET_LISTS_KEY = ["/api/set-lists"] as const;

export const setListsQueryOptions = () =>
  queryOptions({ queryKey: SET_LISTS_KEY, queryFn: ({ signal }) => getSetLists({}, { signal }), networkMode: KEPT_FOR_OFFLINE });

/** One set list with its bits, under its path: read by the set list editor and by perform mode. */
export const setListKey = (id: number) => ["/api/set-lists", id] as const;

export const setListQueryOptions = (id: number) =>
  queryOptions({ queryKey: setListKey(id), queryFn: ({ signal }) => getSetList({ params: { id } }, { signal }), networkMode: KEPT_FOR_OFFLINE });

export function useSetList(id: number | null) {
  return useQuery({ ...setListQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
