import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { UpdateCategoryInput } from "@shared/thoughts/category-input";
import { apiRequest } from "@/api/api-request";
import { replaceById } from "@/lib/id-list";
import { CATEGORIES_KEY } from "./get-thought-categories";

export interface UpdateThoughtCategoryVariables {
  id: number;
  input: UpdateCategoryInput;
}

export async function updateThoughtCategory({ id, input }: UpdateThoughtCategoryVariables): Promise<ThoughtCategory> {
  const res = await apiRequest("PUT", `/api/thought-categories/${id}`, input);
  return (await res.json()) as ThoughtCategory;
}

export function useUpdateThoughtCategory(
  callbacks: { onSuccess?: (category: ThoughtCategory) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateThoughtCategory,
    onSuccess: async (category) => {
      queryClient.setQueryData<ThoughtCategory[]>(CATEGORIES_KEY, (list) => list && replaceById(list, category));
      callbacks.onSuccess?.(category);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
