import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Thought } from "@shared/thoughts/thought-dto";
import type { UpdateThoughtInput as SharedUpdateThoughtInput } from "@shared/thoughts/thought-input";
import { updateThought } from "@/data/thoughts/endpoints";
import { replaceById, restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { THOUGHTS_KEY } from "@/data/thoughts/queries";

export type UpdateThoughtInput = SharedUpdateThoughtInput;

export interface UpdateThoughtVariables {
  id: number;
  input: UpdateThoughtInput;
}

/** A star or an edit shows at once; a failure puts the thought back as it was. */
export function useUpdateThought(callbacks: { onSuccess?: (thought: Thought) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: UpdateThoughtVariables) => updateThought({ params: { id }, body: input }),
    ...optimisticUpdate<Thought[], Thought, UpdateThoughtVariables>(queryClient, {
      queryKey: THOUGHTS_KEY,
      apply: (list, { id, input }) => list.map((thought) => (thought.id === id ? { ...thought, ...input } : thought)),
      restore: (list, snapshot, { id }) => restoreById(list, snapshot, id),
      settle: (list, saved) => replaceById(list, saved),
      onSuccess: (saved) => callbacks.onSuccess?.(saved),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
