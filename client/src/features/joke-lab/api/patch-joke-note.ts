import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { LabMove } from "@shared/joke-notes/lab-moves";
import { apiRequest } from "@/lib/api-request";
import { patchById, replaceById, restoreById } from "@/lib/id-list";
import { applyNoteEdit } from "@/lib/joke-note-pages";
import { JOKE_NOTES_KEY } from "@/lib/joke-notes-query";
import { optimisticUpdate } from "@/lib/optimistic-update";

export interface PatchJokeNoteInput {
  id: number;
  body: LabMove["body"];
  /** Shown at the top of the list until the server answers (a promotion). */
  toTop: boolean;
}

export async function patchJokeNote({ id, body }: PatchJokeNoteInput): Promise<JokeNote> {
  const res = await apiRequest("PATCH", `/api/joke-notes/${id}`, body);
  return (await res.json()) as JokeNote;
}

/**
 * The Joke Lab's move call, shown at once. Each of several moves in flight settles (and
 * rolls back only its own card) on its own; the variables carry what the toasts need.
 */
export function usePatchJokeNote<TVariables extends PatchJokeNoteInput>(callbacks: {
  onSuccess: (note: JokeNote, input: TVariables) => void;
  onError: (error: Error, input: TVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TVariables) => patchJokeNote(input),
    ...optimisticUpdate<JokeNote[], JokeNote, TVariables>(queryClient, {
      queryKey: JOKE_NOTES_KEY,
      apply: (notes, { id, body, toTop }) => patchById<JokeNote>(notes, id, body, toTop),
      restore: (notes, snapshot, { id }) => restoreById(notes, snapshot, id),
      settle: (notes, saved) => replaceById(notes, saved),
      onSuccess: (saved, input) => {
        // The board's list is exact already; the Joke Notes pages and counts take the change too.
        applyNoteEdit(queryClient, { kind: "saved", note: saved });
        callbacks.onSuccess(saved, input);
      },
      onError: (error, input) => {
        callbacks.onError(error, input);
        void queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY, exact: true });
      },
      refetch: false,
    }),
  });
}
