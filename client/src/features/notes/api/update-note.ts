import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NoteInput } from "@shared/notes/note-input";
import type { Note } from "@shared/notes/note-dto";
import { apiRequest } from "@/api/api-request";
import { NOTES_KEY } from "./get-notes";

export interface UpdateNoteVariables {
  id: number;
  input: NoteInput;
}

export async function updateNote({ id, input }: UpdateNoteVariables): Promise<Note> {
  const res = await apiRequest("PUT", `/api/notes/${id}`, input);
  return (await res.json()) as Note;
}

/** A saved edit moves the note to the front (the list is most recently changed first). */
export function useUpdateNote(callbacks: { onSuccess?: (note: Note) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: async (note) => {
      queryClient.setQueryData<Note[]>(NOTES_KEY, (notes) => notes && [note, ...notes.filter((n) => n.id !== note.id)]);
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
