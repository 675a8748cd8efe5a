import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "@shared/notes/note-dto";
import { updateNote } from "@/data/notes/endpoints";
import { putFirst } from "@/lib/id-list";
import { NOTES_KEY } from "@/data/notes/queries";

export interface UpdateNoteVariables {
  id: number;
  input: Parameters<typeof updateNote>[0]["body"];
}

/** A saved edit moves the note to the front (the list is most recently changed first). */
export function useUpdateNote(callbacks: { onSuccess?: (note: Note) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: UpdateNoteVariables) => updateNote({ params: { id }, body: input }),
    onSuccess: async (note) => {
      queryClient.setQueryData<Note[]>(NOTES_KEY, (notes) => notes && putFirst(notes, note));
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
