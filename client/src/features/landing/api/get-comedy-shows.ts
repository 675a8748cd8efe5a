import { useQuery } from "@tanstack/react-query";
import { comedyShowsQueryOptions } from "@/data/comedy-shows/queries";

/** The landing page's listing: upcoming shows at its one location. */
export function useComedyShows(location: string) {
  return useQuery(comedyShowsQueryOptions(location));
}
