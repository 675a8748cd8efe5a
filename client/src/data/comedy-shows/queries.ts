import { queryOptions } from "@tanstack/react-query";
import { getComedyShows } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

/** Every location's upcoming shows sit under this key, so an admin's change refreshes them all. */
export const COMEDY_SHOWS_KEY = queryKeyOf(getComedyShows);

/** Upcoming shows at a location, soonest first: one cache entry for the landing page and the shows page. */
export const comedyShowsQueryOptions = (location: string) =>
  queryOptions({
    queryKey: queryKeyOf(getComedyShows, { query: { location } }),
    queryFn: ({ signal }) => getComedyShows({ query: { location } }, { signal }),
  });
