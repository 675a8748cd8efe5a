import type { Note } from "@shared/notes/note-dto";
import { deleteNote } from "@/data/notes/endpoints";
import { useOptimisticDelete } from "@/lib/use-optimistic-delete";
import { NOTES_KEY } from "@/data/notes/queries";

/** The card goes at once; a failure puts it back where it was. */
export function useDeleteNote(callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {}) {
  return useOptimisticDelete<Note>(NOTES_KEY, (id) => deleteNote({ params: { id } }), callbacks);
}
