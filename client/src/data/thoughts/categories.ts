import { queryOptions, useQuery } from "@tanstack/react-query";
import { getThoughtCategories } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const CATEGORIES_KEY = queryKeyOf(getThoughtCategories);

export const thoughtCategoriesQueryOptions = () =>
  queryOptions({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => getThoughtCategories({}, { signal }) });

export function useThoughtCategories() {
  return useQuery(thoughtCategoriesQueryOptions());
}
