import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { JOKE_NOTES_KEY } from "@/lib/joke-notes-query";

export async function deleteJokeNote(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/joke-notes/${id}`);
}

export function useDeleteJokeNote(callbacks: {
  onSuccess?: (id: number) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJokeNote,
    onSuccess: async (_data, id) => {
      callbacks.onSuccess?.(id);
      await queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
