import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { UpdateCategoryInput } from "@shared/thoughts/category-input";
import { updateThoughtCategory } from "@/data/thoughts/endpoints";
import { replaceById } from "@/lib/id-list";
import { CATEGORIES_KEY } from "@/data/thoughts/categories";

export interface UpdateThoughtCategoryVariables {
  id: number;
  input: UpdateCategoryInput;
}

export function useUpdateThoughtCategory(
  callbacks: { onSuccess?: (category: ThoughtCategory) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: UpdateThoughtCategoryVariables) => updateThoughtCategory({ params: { id }, body: input }),
    onSuccess: async (category) => {
      queryClient.setQueryData<ThoughtCategory[]>(CATEGORIES_KEY, (list) => list && replaceById(list, category));
      callbacks.onSuccess?.(category);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
