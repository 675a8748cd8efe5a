import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetList, SetListItem } from "@shared/set-lists/set-list-dto";
import { replaceSetListItems } from "@/data/set-lists/endpoints";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { setListKey } from "@/data/set-lists/queries";
import { SET_LISTS_KEY } from "@/data/set-lists/queries";

export interface ReplaceItemsInput {
  /** The running order to show at once: the bits as they will be. */
  items: SetListItem[];
}

/**
 * Reorder, add or remove bits: the new running order shows at once (total included), and a
 * failure puts the set back as it was.
 */
export function useReplaceSetListItems(id: number, callbacks: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items }: ReplaceItemsInput) => replaceSetListItems({ params: { id }, body: { jokeNoteIds: items.map((item) => item.jokeNoteId) } }),
    ...optimisticUpdate<SetList, SetList, ReplaceItemsInput>(queryClient, {
      queryKey: setListKey(id),
      apply: (set, { items }) => ({
        ...set,
        items,
        estimatedSeconds: items.reduce((sum, item) => sum + item.estimatedSeconds, 0),
      }),
      settle: (_set, result) => result,
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: SET_LISTS_KEY, exact: true }),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
