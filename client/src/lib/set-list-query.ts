import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { getJson } from "@/lib/api-request";
import { KEPT_FOR_OFFLINE } from "@/lib/offline-api-cache";

/** One set list with its bits, under its path: read by the set list editor and by perform mode. */
export const setListKey = (id: number) => ["/api/set-lists", id] as const;

export const getSetList = (id: number, signal?: AbortSignal) => getJson<SetList>(`/api/set-lists/${id}`, signal);

export const setListQueryOptions = (id: number) =>
  queryOptions({ queryKey: setListKey(id), queryFn: ({ signal }) => getSetList(id, signal), networkMode: KEPT_FOR_OFFLINE });

export function useSetList(id: number | null) {
  return useQuery({ ...setListQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
