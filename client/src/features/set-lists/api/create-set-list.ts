import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { createSetList } from "@/data/set-lists/endpoints";
import { setListKey } from "@/data/set-lists/queries";
import { SET_LISTS_KEY } from "@/data/set-lists/queries";

export function useCreateSetList(callbacks: { onSuccess?: (set: SetList) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof createSetList>[0]["body"]) => createSetList({ body }),
    onSuccess: async (set) => {
      queryClient.setQueryData(setListKey(set.id), set);
      callbacks.onSuccess?.(set);
      await queryClient.invalidateQueries({ queryKey: SET_LISTS_KEY, exact: true });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
