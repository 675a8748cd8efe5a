import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dropToPatch, type LabMove } from "@shared/joke-notes/lab-moves";
import { toast } from "@/components/ui/use-toast";
import { findCachedNote } from "@/data/joke-notes/note-caches";
import { isPendingNote } from "@/data/joke-notes/queries";
import { usePatchJokeNote, type PatchJokeNoteInput } from "../api/patch-joke-note";
import { dropTargetOf, isTabDrop } from "../lib/drop-targets";
import { moveToasts } from "../lib/move-toasts";

interface MoveInput extends PatchJokeNoteInput {
  move: LabMove;
  viaTab: boolean;
}

/**
 * A drop on the board: works out the move (none when nothing changes), shows it at once
 * (a promoted card jumps to the top), saves it, and rolls it back with a toast on failure.
 */
export function useLabMove(): (noteId: number, dropId: string | number | null | undefined) => LabMove | null {
  const queryClient = useQueryClient();
  const { mutate } = usePatchJokeNote<MoveInput>({
    onSuccess: (_saved, input) => {
      const { success } = moveToasts(input.move, input);
      if (success) toast(success);
    },
    onError: (error, input) => toast(moveToasts(input.move, input).failure(error)),
  });

  return useCallback(
    (noteId, dropId) => {
      const target = dropTargetOf(dropId);
      const dragged = findCachedNote(queryClient, noteId);
      // A note still being created has no id the server knows yet.
      if (!target || !dragged || isPendingNote(dragged)) return null;
      const move = dropToPatch(dragged, target);
      if (!move) return null;
      mutate({ id: noteId, body: move.body, toTop: move.kind === "promote", move, viaTab: isTabDrop(dropId) });
      return move;
    },
    [queryClient, mutate],
  );
}
