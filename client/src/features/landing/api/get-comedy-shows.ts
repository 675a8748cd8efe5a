import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/schema/comedy-shows";

export interface ComedyShowsInput {
  location: string;
}

export const comedyShowsQueryOptions = ({ location }: ComedyShowsInput) =>
  queryOptions<ComedyShow[]>({ queryKey: ["/api/comedy-shows", { location }] });

export function useComedyShows(input: ComedyShowsInput) {
  return useQuery(comedyShowsQueryOptions(input));
}
