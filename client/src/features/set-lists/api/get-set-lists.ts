import { useQuery } from "@tanstack/react-query";
import { setListsQueryOptions } from "@/lib/set-list-query";

export { SET_LISTS_KEY } from "@/lib/set-list-query";

export function useSetLists() {
  return useQuery(setListsQueryOptions());
}
