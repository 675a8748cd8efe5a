import { useQuery } from "@tanstack/react-query";
import { comedyShowsQueryOptions } from "@/data/comedy-shows/queries";

/** Upcoming shows at a location, soonest first; nothing is asked until a location is typed. */
export function useComedyShows(location: string) {
  return useQuery({ ...comedyShowsQueryOptions(location), enabled: location.trim() !== "" });
}
