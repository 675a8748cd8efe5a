import { useQuery } from "@tanstack/react-query";
import { jokePerformancesQueryOptions } from "@/lib/performances-query";

/** A joke's history on stage, newest first. */
export function useJokePerformances(id: number) {
  return useQuery(jokePerformancesQueryOptions(id));
}
