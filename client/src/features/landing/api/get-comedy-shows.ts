import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { getJson } from "@/api/api-request";

export interface ComedyShowsInput {
  location: string;
}

export const getComedyShows = ({ location }: ComedyShowsInput, signal?: AbortSignal) =>
  getJson<ComedyShow[]>(`/api/comedy-shows?${new URLSearchParams({ location }).toString()}`, signal);

export const comedyShowsQueryOptions = (input: ComedyShowsInput) =>
  queryOptions({
    queryKey: ["/api/comedy-shows", input],
    queryFn: ({ signal }) => getComedyShows(input, signal),
  });

export function useComedyShows(input: ComedyShowsInput) {
  return useQuery(comedyShowsQueryOptions(input));
}
