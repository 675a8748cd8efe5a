import { queryOptions, useQuery } from "@tanstack/react-query";
import { getAdminComedyShows } from "@/api/comedy-shows";

export const ADMIN_SHOWS_KEY = ["/api/admin/comedy-shows"] as const;

export function useAdminComedyShows() {
  return useQuery(queryOptions({ queryKey: ADMIN_SHOWS_KEY, queryFn: ({ signal }) => getAdminComedyShows({}, { signal }) }));
}
