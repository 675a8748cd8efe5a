import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteThoughtCategory } from "@/data/thoughts/endpoints";
import { CATEGORIES_KEY } from "@/data/thoughts/categories";
import { THOUGHTS_KEY } from "@/data/thoughts/queries";

/** Its thoughts go with it, so both lists are read again. */
export function useDeleteThoughtCategory(
  callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteThoughtCategory({ params: { id } }),
    onSuccess: async (_result, id) => {
      callbacks.onSuccess?.(id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: THOUGHTS_KEY }),
      ]);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
