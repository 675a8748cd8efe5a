import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Thought } from "@shared/thoughts/thought-dto";
import type { UpdateThoughtInput as SharedUpdateThoughtInput } from "@shared/thoughts/thought-input";
import { apiRequest } from "@/api/api-request";
import { replaceById, restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { THOUGHTS_KEY } from "./get-thoughts";

export type UpdateThoughtInput = SharedUpdateThoughtInput;

export interface UpdateThoughtVariables {
  id: number;
  input: UpdateThoughtInput;
}

export async function updateThought({ id, input }: UpdateThoughtVariables): Promise<Thought> {
  const res = await apiRequest("PUT", `/api/thoughts/${id}`, input);
  return (await res.json()) as Thought;
}

/** A star or an edit shows at once; a failure puts the thought back as it was. */
export function useUpdateThought(callbacks: { onSuccess?: (thought: Thought) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateThought,
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
