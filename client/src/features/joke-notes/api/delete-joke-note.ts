import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/api/api-request";
import { applyNoteEdit } from "@/lib/joke-note-pages";

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
    onSuccess: (_data: void, id: number) => {
      callbacks.onSuccess?.(id);
      applyNoteEdit(queryClient, { kind: "removed", id });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
