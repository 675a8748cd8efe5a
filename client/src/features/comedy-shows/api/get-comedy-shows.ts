import { useQuery } from "@tanstack/react-query";
import { comedyShowsQueryOptions } from "@/lib/comedy-shows-query";

/** Upcoming shows at a location, soonest first; nothing is asked until a location is typed. */
export function useComedyShows(location: string) {
  return useQuery({ ...comedyShowsQueryOptions(location), enabled: location.trim() !== "" });
}
