import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dropToPatch, type LabMove } from "@shared/joke-notes/lab-moves";
import { toast } from "@/components/ui/use-toast";
import { JOKE_NOTES_KEY, type JokeNote } from "../api/get-joke-notes";
import { usePatchJokeNote, type PatchJokeNoteInput } from "../api/patch-joke-note";
import { dropTargetOf, isTabDrop } from "../lib/drop-targets";
import { moveToasts } from "../lib/move-toasts";
import { applyPatch, replaceNote, restoreNote } from "../lib/optimistic";

interface MoveInput extends PatchJokeNoteInput {
  move: LabMove;
  viaTab: boolean;
  /** The note as it was and where, to put it back if the server says no. */
  previous: JokeNote;
  index: number;
}

/**
 * A drop on the board: works out the move (none when nothing changes), shows it at once
 * (a promoted card jumps to the top), saves it, and rolls it back with a toast on failure.
 */
export function useLabMove(): (noteId: number, dropId: string | number | null | undefined) => LabMove | null {
  const queryClient = useQueryClient();
  const setNotes = useCallback(
    (update: (notes: JokeNote[]) => JokeNote[]) =>
      queryClient.setQueryData<JokeNote[]>(JOKE_NOTES_KEY, (notes) => notes && update(notes)),
    [queryClient],
  );

  const { mutate } = usePatchJokeNote<MoveInput>({
    onSuccess: (saved, input) => {
      setNotes((notes) => replaceNote(notes, saved));
      const { success } = moveToasts(input.move, input);
      if (success) toast(success);
    },
    onError: (error, input) => {
      setNotes((notes) => restoreNote(notes, input.previous, input.index));
      toast(moveToasts(input.move, input).failure(error));
    },
  });

  return useCallback(
    (noteId, dropId) => {
      const target = dropTargetOf(dropId);
      const notes = queryClient.getQueryData<JokeNote[]>(JOKE_NOTES_KEY);
      const index = notes?.findIndex((note) => note.id === noteId) ?? -1;
      const previous = notes?.[index];
      if (!target || !previous) return null;
      const move = dropToPatch(previous, target);
      if (!move) return null;
      // Nothing from an earlier fetch may land on top of the optimistic state.
      void queryClient.cancelQueries({ queryKey: JOKE_NOTES_KEY });
      setNotes((current) => applyPatch(current, noteId, move.body, move.kind === "promote"));
      mutate({ id: noteId, body: move.body, move, viaTab: isTabDrop(dropId), previous, index });
      return move;
    },
    [queryClient, setNotes, mutate],
  );
}
