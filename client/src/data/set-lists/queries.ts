import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../http/query-key";
import { getSetList, getSetLists } from "./endpoints";
import { KEPT_FOR_OFFLINE } from "@/lib/offline-api-cache";

/** The set lists, without their bits: one cache entry for every page that lists them. */
export const SET_LISTS_KEY = queryKeyOf(getSetLists);

export const setListsQueryOptions = () =>
  queryOptions({ queryKey: SET_LISTS_KEY, queryFn: ({ signal }) => getSetLists({}, { signal }), networkMode: KEPT_FOR_OFFLINE });

/** One set list with its bits, under its path: read by the set list editor and by perform mode. */
export const setListKey = (id: number) => queryKeyOf(getSetList, { params: { id } });

export const setListQueryOptions = (id: number) =>
  queryOptions({ queryKey: setListKey(id), queryFn: ({ signal }) => getSetList({ params: { id } }, { signal }), networkMode: KEPT_FOR_OFFLINE });

export function useSetList(id: number | null) {
  return useQuery({ ...setListQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

export function useSetLists() {
  return useQuery(setListsQueryOptions());
}

/** The comedian's set lists, to say which one a show or an imported recording is of. */
export function useSetListOptions(enabled: boolean) {
  return useQuery({ ...setListsQueryOptions(), enabled });
}
