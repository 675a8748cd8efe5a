import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NoteInput } from "@shared/notes/note-input";
import type { Note } from "@shared/notes/note-dto";
import { apiRequest } from "@/api/api-request";
import { NOTES_KEY } from "./get-notes";

export type CreateNoteInput = NoteInput;

export async function createNote(input: CreateNoteInput): Promise<Note> {
  const res = await apiRequest("POST", "/api/notes", input);
  return (await res.json()) as Note;
}

/** The new note goes first in the list at once; the refetch then confirms the server's list. */
export function useCreateNote(callbacks: { onSuccess?: (note: Note) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: async (note) => {
      queryClient.setQueryData<Note[]>(NOTES_KEY, (notes) => notes && [note, ...notes.filter((n) => n.id !== note.id)]);
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
