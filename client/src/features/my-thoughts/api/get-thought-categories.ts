import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import { getJson } from "@/api/api-request";

export const CATEGORIES_KEY = ["/api/thought-categories"] as const;

export const getThoughtCategories = (signal?: AbortSignal) => getJson<ThoughtCategory[]>("/api/thought-categories", signal);

export const thoughtCategoriesQueryOptions = () =>
  queryOptions({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => getThoughtCategories(signal) });

export function useThoughtCategories() {
  return useQuery(thoughtCategoriesQueryOptions());
}
