import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import { apiRequest } from "@/api/api-request";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { orderByIds } from "../lib/category-order";
import { CATEGORIES_KEY } from "./get-thought-categories";

/** The whole order of the owner's categories. */
export interface ReorderThoughtCategoriesInput {
  categoryIds: number[];
}

export async function reorderThoughtCategories(input: ReorderThoughtCategoriesInput): Promise<void> {
  await apiRequest("PUT", "/api/thought-categories/reorder", input);
}

/** The grid takes the new order at once; a failure puts the old one back. */
export function useReorderThoughtCategories(callbacks: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderThoughtCategories,
    ...optimisticUpdate<ThoughtCategory[], void, ReorderThoughtCategoriesInput>(queryClient, {
      queryKey: CATEGORIES_KEY,
      apply: (list, { categoryIds }) => orderByIds(list, categoryIds),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
