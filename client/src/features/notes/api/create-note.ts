import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "@shared/notes/note-dto";
import { createNote } from "@/data/notes/endpoints";
import { putFirst } from "@/lib/id-list";
import { NOTES_KEY } from "@/data/notes/queries";

/** The new note goes first in the list at once; the refetch then confirms the server's list. */
export function useCreateNote(callbacks: { onSuccess?: (note: Note) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof createNote>[0]["body"]) => createNote({ body }),
    onSuccess: async (note) => {
      queryClient.setQueryData<Note[]>(NOTES_KEY, (notes) => notes && putFirst(notes, note));
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
