import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { CreateCategoryInput } from "@shared/thoughts/category-input";
import { apiRequest } from "@/api/api-request";
import { CATEGORIES_KEY } from "./get-thought-categories";

export type CreateThoughtCategoryInput = CreateCategoryInput;

export async function createThoughtCategory(input: CreateThoughtCategoryInput): Promise<ThoughtCategory> {
  const res = await apiRequest("POST", "/api/thought-categories", input);
  return (await res.json()) as ThoughtCategory;
}

export function useCreateThoughtCategory(
  callbacks: { onSuccess?: (category: ThoughtCategory) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThoughtCategory,
    onSuccess: async (category) => {
      // Last in the grid at once, where the server files it.
      queryClient.setQueryData<ThoughtCategory[]>(CATEGORIES_KEY, (list) => list && [...list, category]);
      callbacks.onSuccess?.(category);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
