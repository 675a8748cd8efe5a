import { useQuery } from "@tanstack/react-query";
import { setListsQueryOptions } from "@/lib/set-list-query";

/** The comedian's set lists, to say which one an imported recording is of. */
export function useSetListOptions(enabled: boolean) {
  return useQuery({ ...setListsQueryOptions(), enabled });
}
