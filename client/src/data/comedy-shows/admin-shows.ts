import { queryOptions, useQuery } from "@tanstack/react-query";
import { getAdminComedyShows } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const ADMIN_SHOWS_KEY = queryKeyOf(getAdminComedyShows);

export function useAdminComedyShows() {
  return useQuery(queryOptions({ queryKey: ADMIN_SHOWS_KEY, queryFn: ({ signal }) => getAdminComedyShows({}, { signal }) }));
}
