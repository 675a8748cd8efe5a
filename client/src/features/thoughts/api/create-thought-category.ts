import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import { createThoughtCategory } from "@/data/thoughts/endpoints";
import { CATEGORIES_KEY } from "@/data/thoughts/categories";

export function useCreateThoughtCategory(
  callbacks: { onSuccess?: (category: ThoughtCategory) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof createThoughtCategory>[0]["body"]) => createThoughtCategory({ body }),
    onSuccess: async (category) => {
      // Last in the grid at once, where the server files it.
      queryClient.setQueryData<ThoughtCategory[]>(CATEGORIES_KEY, (list) => list && [...list, category]);
      callbacks.onSuccess?.(category);
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
