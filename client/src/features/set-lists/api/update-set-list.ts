import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { apiRequest } from "@/lib/api-request";
import { setListKey } from "@/lib/set-list-query";
import { SET_LISTS_KEY } from "./get-set-lists";

export interface UpdateSetListInput {
  id: number;
  name?: string;
  targetMinutes?: number;
}

export async function updateSetList({ id, ...fields }: UpdateSetListInput): Promise<SetList> {
  const res = await apiRequest("PUT", `/api/set-lists/${id}`, fields);
  return (await res.json()) as SetList;
}

/** Rename or retarget; the server's answer replaces the cached set. */
export function useUpdateSetList(callbacks: { onSuccess?: (set: SetList) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetList,
    onSuccess: async (set) => {
      queryClient.setQueryData(setListKey(set.id), set);
      callbacks.onSuccess?.(set);
      await queryClient.invalidateQueries({ queryKey: SET_LISTS_KEY, exact: true });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
