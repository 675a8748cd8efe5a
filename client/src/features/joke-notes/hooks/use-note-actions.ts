import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { mergeVisibleOrder, sendToTop } from "@shared/joke-notes/reorder";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { toast } from "@/components/ui/use-toast";
import { isPendingNote, JOKE_NOTES_KEY } from "@/lib/joke-notes-query";
import { useDeleteJokeNote } from "../api/delete-joke-note";
import { useReorderJokeNotes } from "../api/reorder-joke-notes";

export const DELETE_CONFIRM = "Are you sure you want to delete this joke note?";

const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: "destructive" });

/** Delete (after confirming), send to top and drag-reorder, each with its toasts. */
export function useNoteActions({ onDeleted }: { onDeleted: (id: number) => void }) {
  const queryClient = useQueryClient();
  // The saved order: a note still being created is not in it yet.
  const currentIds = useCallback(
    () => (queryClient.getQueryData<JokeNote[]>(JOKE_NOTES_KEY) ?? []).filter((note) => !isPendingNote(note)).map((note) => note.id),
    [queryClient],
  );

  const remove = useDeleteJokeNote({
    onSuccess: (id) => {
      toast({ title: "Joke Note deleted successfully!" });
      onDeleted(id);
    },
    onError: failed("Error deleting joke note"),
  });
  const moveToTop = useReorderJokeNotes({
    onSuccess: () => toast({ title: "Success!", description: "Joke note moved to top of the list" }),
    onError: failed("Error moving joke note"),
  });
  const reorder = useReorderJokeNotes({ onError: failed("Error reordering joke notes") });

  const { mutate: removeNote } = remove;
  const { mutate: moveNotes } = moveToTop;
  const { mutate: reorderNotes } = reorder;

  return {
    deleteNote: useCallback(
      (id: number) => {
        if (window.confirm(DELETE_CONFIRM)) removeNote(id);
      },
      [removeNote],
    ),
    sendNoteToTop: useCallback((id: number) => moveNotes({ noteIds: sendToTop(currentIds(), id) }), [moveNotes, currentIds]),
    /** A drag among the shown rows: hidden notes keep their places in the saved order. */
    reorderVisible: useCallback(
      (visibleIds: number[]) =>
        reorderNotes({ noteIds: mergeVisibleOrder(currentIds(), visibleIds.filter((id) => !isPendingNote({ id }))) }),
      [reorderNotes, currentIds],
    ),
  };
}
