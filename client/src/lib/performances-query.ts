import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { getJokePerformances, getPerformances } from "@/api/performances";

/** Every cached read of the log starts with this key (the dashboard's newest show too). */
export const PERFORMANCES_KEY = ["/api/performances"] as const;

/** The logged shows, newest first: all of them, or the newest `limit` (the dashboard's last show). */
export const performancesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: limit === undefined ? PERFORMANCES_KEY : [...PERFORMANCES_KEY, { limit }],
    queryFn: ({ signal }) => getPerformances({ query: limit === undefined ? {} : { limit: String(limit) } }, { signal }),
  });

/** A joke's history on stage, under its note's path. */
export const jokePerformancesQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["/api/joke-notes", id, "performances"], queryFn: ({ signal }) => getJokePerformances({ params: { id } }, { signal }) });

/** Whether a cached query is some joke's history: read again once a show is saved or deleted. */
export const isJokePerformancesKey = (key: QueryKey): boolean => key[0] === "/api/joke-notes" && key[2] === "performances";
