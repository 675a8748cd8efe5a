import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { apiRequest } from "@/lib/api-request";
import { setListKey } from "@/lib/set-list-query";
import { SET_LISTS_KEY } from "./get-set-lists";

export interface CreateSetListInput {
  name: string;
  targetMinutes: number;
  jokeNoteIds?: number[];
}

export async function createSetList(input: CreateSetListInput): Promise<SetList> {
  const res = await apiRequest("POST", "/api/set-lists", input);
  return (await res.json()) as SetList;
}

export function useCreateSetList(callbacks: { onSuccess?: (set: SetList) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSetList,
    onSuccess: async (set) => {
      queryClient.setQueryData(setListKey(set.id), set);
      callbacks.onSuccess?.(set);
      await queryClient.invalidateQueries({ queryKey: SET_LISTS_KEY, exact: true });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
