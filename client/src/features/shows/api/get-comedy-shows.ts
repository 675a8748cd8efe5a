import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { getJson } from "@/api/api-request";

export const getComedyShows = (location: string, signal?: AbortSignal) =>
  getJson<ComedyShow[]>(`/api/comedy-shows?${new URLSearchParams({ location }).toString()}`, signal);

/** Upcoming shows at a location, soonest first. */
export function useComedyShows(location: string) {
  return useQuery({
    ...queryOptions({ queryKey: ["/api/comedy-shows", { location }], queryFn: ({ signal }) => getComedyShows(location, signal) }),
    enabled: location.trim() !== "",
  });
}
