import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Thought } from "@shared/thoughts/thought-dto";
import { getJson } from "@/api/api-request";

/** All of the owner's thoughts, newest first; the page filters by category and search itself. */
export const THOUGHTS_KEY = ["/api/thoughts"] as const;

export const getThoughts = (signal?: AbortSignal) => getJson<Thought[]>("/api/thoughts", signal);

export const thoughtsQueryOptions = () => queryOptions({ queryKey: THOUGHTS_KEY, queryFn: ({ signal }) => getThoughts(signal) });

export function useThoughts() {
  return useQuery(thoughtsQueryOptions());
}
