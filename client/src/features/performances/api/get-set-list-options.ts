import { useQuery } from "@tanstack/react-query";
import { setListsQueryOptions } from "@/lib/set-list-query";

/** The comedian's set lists, to say which one a show used. */
export function useSetListOptions(enabled: boolean) {
  return useQuery({ ...setListsQueryOptions(), enabled });
}
