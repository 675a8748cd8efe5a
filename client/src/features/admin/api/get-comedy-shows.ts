import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { getJson } from "@/api/api-request";

export const ADMIN_SHOWS_KEY = ["/api/admin/comedy-shows"] as const;

export const getAdminComedyShows = (signal?: AbortSignal) => getJson<ComedyShow[]>("/api/admin/comedy-shows", signal);

export function useAdminComedyShows() {
  return useQuery(queryOptions({ queryKey: ADMIN_SHOWS_KEY, queryFn: ({ signal }) => getAdminComedyShows(signal) }));
}
