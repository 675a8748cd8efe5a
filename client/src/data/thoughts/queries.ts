import { queryOptions, useQuery } from "@tanstack/react-query";
import { getThoughts } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

/** All of the owner's thoughts, newest first; the page filters by category and search itself. */
export const THOUGHTS_KEY = queryKeyOf(getThoughts);

export const thoughtsQueryOptions = () => queryOptions({ queryKey: THOUGHTS_KEY, queryFn: ({ signal }) => getThoughts({}, { signal }) });

export function useThoughts() {
  return useQuery(thoughtsQueryOptions());
}
