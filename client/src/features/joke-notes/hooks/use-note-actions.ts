import { useCallback } from "react";
import type { MoveNoteInput } from "@shared/joke-notes/list-page";
import { toast } from "@/components/ui/use-toast";
import { isPendingNote } from "@/data/joke-notes/queries";
import { useDeleteJokeNote } from "../api/delete-joke-note";
import { useMoveJokeNote } from "../api/move-joke-note";

export const DELETE_CONFIRM = "Are you sure you want to delete this joke note?";

const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: "destructive" });

/** Delete (after confirming), send to top and drag-reorder, each with its toasts. */
export function useNoteActions({ onDeleted }: { onDeleted: (id: number) => void }) {
  const remove = useDeleteJokeNote({
    onSuccess: (id) => {
      toast({ title: "Joke Note deleted successfully!" });
      onDeleted(id);
    },
    onError: failed("Error deleting joke note"),
  });
  const moveToTop = useMoveJokeNote({
    onSuccess: () => toast({ title: "Success!", description: "Joke note moved to top of the list" }),
    onError: failed("Error moving joke note"),
  });
  const reorder = useMoveJokeNote({ onError: failed("Error reordering joke notes") });

  const { mutate: removeNote } = remove;
  const { mutate: moveNoteToTop } = moveToTop;
  const { mutate: moveNote } = reorder;

  return {
    deleteNote: useCallback(
      (id: number) => {
        if (window.confirm(DELETE_CONFIRM)) removeNote(id);
      },
      [removeNote],
    ),
    sendNoteToTop: useCallback((id: number) => moveNoteToTop({ id, afterId: null }), [moveNoteToTop]),
    /**
     * A drag among the shown rows: the note lands next to the shown row it was dropped by
     * (after it when moved down, before it when moved up); hidden notes keep their order.
     */
    moveNextTo: useCallback(
      (id: number, to: MoveNoteInput) => {
        if (!isPendingNote({ id })) moveNote({ id, ...to });
      },
      [moveNote],
    ),
  };
}
