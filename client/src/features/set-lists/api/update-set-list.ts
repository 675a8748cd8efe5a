import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { updateSetList } from "@/data/set-lists/endpoints";
import { setListKey } from "@/data/set-lists/queries";
import { SET_LISTS_KEY } from "@/data/set-lists/queries";

export interface UpdateSetListInput {
  id: number;
  name?: string;
  targetMinutes?: number;
}


/** Rename or retarget; the server's answer replaces the cached set. */
export function useUpdateSetList(callbacks: { onSuccess?: (set: SetList) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: UpdateSetListInput) => updateSetList({ params: { id }, body: fields }),
    onSuccess: async (set) => {
      queryClient.setQueryData(setListKey(set.id), set);
      callbacks.onSuccess?.(set);
      await queryClient.invalidateQueries({ queryKey: SET_LISTS_KEY, exact: true });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
