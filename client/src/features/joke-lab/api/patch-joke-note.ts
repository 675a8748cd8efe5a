import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { JokeNoteCounts } from "@shared/joke-notes/list-page";
import type { LabMove } from "@shared/joke-notes/lab-moves";
import { statusClass } from "@shared/joke-notes/stages";
import { patchNote } from "@/data/joke-notes/saves";
import { applyNoteEdit, findCachedNote, jokeNoteCountsQueryOptions } from "@/data/joke-notes/note-caches";
import { JOKE_NOTES_KEY } from "@/data/joke-notes/queries";
import { countsAfterMove } from "../lib/board-columns";

export interface PatchJokeNoteInput {
  id: number;
  body: LabMove["body"];
  /** Shown at the top of the list until the server answers (a promotion). */
  toTop: boolean;
}

/** Shown first in the saved order until the server's place for it arrives. */
const SHOWN_ON_TOP = Number.MIN_SAFE_INTEGER;

/** The board's counts with one card moved between columns, until the server's counts arrive. */
function moveCount(queryClient: QueryClient, from: JokeNote, to: JokeNote): void {
  queryClient.setQueryData<JokeNoteCounts>(
    jokeNoteCountsQueryOptions().queryKey,
    (counts) => counts && countsAfterMove(counts, statusClass(from), statusClass(to)),
  );
}

/**
 * The Joke Lab's move call, shown at once in every cached list (each column is a page view)
 * and in the counts. Each of several moves in flight settles on its own, and a failure puts
 * back only its own card; the variables carry what the toasts need.
 */
export function usePatchJokeNote<TVariables extends PatchJokeNoteInput>(callbacks: {
  onSuccess: (note: JokeNote, input: TVariables) => void;
  onError: (error: Error, input: TVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: JOKE_NOTES_KEY,
    mutationFn: ({ id, body }: TVariables) => patchNote(id, body),
    onMutate: ({ id, body, toTop }: TVariables) => {
      const original = findCachedNote(queryClient, id);
      if (!original) return { original };
      const moved: JokeNote = { ...original, ...body, sortOrder: toTop ? SHOWN_ON_TOP : original.sortOrder };
      applyNoteEdit(queryClient, { kind: "saved", note: moved }, { refreshCounts: false });
      moveCount(queryClient, original, moved);
      return { original };
    },
    onSuccess: (saved: JokeNote, input: TVariables) => {
      applyNoteEdit(queryClient, { kind: "saved", note: saved });
      callbacks.onSuccess(saved, input);
    },
    onError: (error: Error, input: TVariables, context: { original: JokeNote | undefined } | undefined) => {
      callbacks.onError(error, input);
      if (context?.original) applyNoteEdit(queryClient, { kind: "saved", note: context.original });
    },
  });
}
