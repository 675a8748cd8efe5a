import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import { isKeyOf, queryKeyOf } from "../http/query-key";
import { getJokePerformances, getPerformances } from "./endpoints";

/** Every cached read of the log starts with this key (the dashboard's newest show too). */
export const PERFORMANCES_KEY = queryKeyOf(getPerformances);

/** The logged shows, newest first: all of them, or the newest `limit` (the dashboard's last show). */
export const performancesQueryOptions = (limit?: number) => {
  const query = limit === undefined ? {} : { limit: String(limit) };
  return queryOptions({ queryKey: queryKeyOf(getPerformances, { query }), queryFn: ({ signal }) => getPerformances({ query }, { signal }) });
};

/** A joke's history on stage, under its note's path. */
export const jokePerformancesQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeyOf(getJokePerformances, { params: { id } }), queryFn: ({ signal }) => getJokePerformances({ params: { id } }, { signal }) });

/** Whether a cached query is some joke's history: read again once a show is saved or deleted. */
export const isJokePerformancesKey = (key: QueryKey): boolean => isKeyOf(getJokePerformances, key);

/** The comedian's logged shows, newest first. */
export function usePerformances() {
  return useQuery(performancesQueryOptions());
}

/** The comedian's newest logged show (a list of at most one). */
export function useLastPerformance() {
  return useQuery(performancesQueryOptions(1));
}

/** A joke's history on stage, newest first. */
export function useJokePerformances(id: number) {
  return useQuery(jokePerformancesQueryOptions(id));
}
