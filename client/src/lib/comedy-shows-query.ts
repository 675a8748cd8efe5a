import { queryOptions } from "@tanstack/react-query";
import { getComedyShows } from "@/api/comedy-shows";

/** Every location's upcoming shows sit under this key, so an admin's change refreshes them all. */
export const COMEDY_SHOWS_KEY = ["/api/comedy-shows"] as const;

/** Upcoming shows at a location, soonest first: one cache entry for the landing page and the shows page. */
export const comedyShowsQueryOptions = (location: string) =>
  queryOptions({
    queryKey: [...COMEDY_SHOWS_KEY, { location }],
    queryFn: ({ signal }) => getComedyShows({ query: { location } }, { signal }),
  });
