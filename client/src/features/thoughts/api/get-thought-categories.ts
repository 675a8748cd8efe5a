import { queryOptions, useQuery } from "@tanstack/react-query";
import { getThoughtCategories } from "@/api/thoughts";

export const CATEGORIES_KEY = ["/api/thought-categories"] as const;

export const thoughtCategoriesQueryOptions = () =>
  queryOptions({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => getThoughtCategories({}, { signal }) });

export function useThoughtCategories() {
  return useQuery(thoughtCategoriesQueryOptions());
}
