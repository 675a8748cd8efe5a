import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "@shared/notes/note-dto";
import { deleteNote } from "@/api/notes";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { NOTES_KEY } from "./get-notes";

/** The card goes at once; a failure puts it back where it was. */
export function useDeleteNote(callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNote({ params: { id } }),
    ...optimisticUpdate<Note[], void, number>(queryClient, {
      queryKey: NOTES_KEY,
      apply: (notes, id) => notes.filter((note) => note.id !== id),
      restore: (notes, snapshot, id) => restoreById(notes, snapshot, id),
      onSuccess: (_result, id) => callbacks.onSuccess?.(id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
