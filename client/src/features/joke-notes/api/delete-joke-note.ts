import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteJokeNote } from "@/data/joke-notes/endpoints";
import { applyNoteEdit } from "@/data/joke-notes/note-caches";

export function useDeleteJokeNote(callbacks: {
  onSuccess?: (id: number) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteJokeNote({ params: { id } }),
    onSuccess: (_data: void, id: number) => {
      callbacks.onSuccess?.(id);
      applyNoteEdit(queryClient, { kind: "removed", id });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
