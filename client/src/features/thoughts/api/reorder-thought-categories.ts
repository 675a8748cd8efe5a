import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import { reorderThoughtCategories } from "@/data/thoughts/endpoints";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { orderByIds } from "../lib/category-order";
import { CATEGORIES_KEY } from "@/data/thoughts/categories";

/** The whole order of the owner's categories. */
type ReorderThoughtCategoriesInput = Parameters<typeof reorderThoughtCategories>[0]["body"];

/** The grid takes the new order at once; a failure puts the old one back. */
export function useReorderThoughtCategories(callbacks: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReorderThoughtCategoriesInput) => reorderThoughtCategories({ body }),
    ...optimisticUpdate<ThoughtCategory[], unknown, ReorderThoughtCategoriesInput>(queryClient, {
      queryKey: CATEGORIES_KEY,
      apply: (list, { categoryIds }) => orderByIds(list, categoryIds),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
