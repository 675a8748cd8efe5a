import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteJokeNote } from "@/api/joke-notes";
import { applyNoteEdit } from "@/lib/joke-note-pages";

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
