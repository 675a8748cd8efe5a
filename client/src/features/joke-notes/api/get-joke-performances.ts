import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JokePerformance } from "@shared/performances/performance-dto";
import { getJson } from "@/api/api-request";

export const getJokePerformances = (id: number, signal?: AbortSignal) =>
  getJson<JokePerformance[]>(`/api/joke-notes/${id}/performances`, signal);

/** A joke's history on stage, newest first. */
export function useJokePerformances(id: number) {
  return useQuery(
    queryOptions({ queryKey: ["/api/joke-notes", id, "performances"], queryFn: ({ signal }) => getJokePerformances(id, signal) }),
  );
}
