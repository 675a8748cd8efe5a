import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Thought } from "@shared/thoughts/thought-dto";
import type { CreateThoughtInput as SharedCreateThoughtInput } from "@shared/thoughts/thought-input";
import { createThought } from "@/data/thoughts/endpoints";
import { putFirst } from "@/lib/id-list";
import { CATEGORIES_KEY } from "@/data/thoughts/categories";
import { THOUGHTS_KEY } from "@/data/thoughts/queries";

export type CreateThoughtInput = SharedCreateThoughtInput;

export function useCreateThought(callbacks: { onSuccess?: (thought: Thought) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateThoughtInput) => createThought({ body }),
    onSuccess: async (thought) => {
      queryClient.setQueryData<Thought[]>(THOUGHTS_KEY, (list) => list && putFirst(list, thought));
      callbacks.onSuccess?.(thought);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: THOUGHTS_KEY }),
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
      ]);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
