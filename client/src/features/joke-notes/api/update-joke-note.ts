import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { UpdateJokeNoteInput } from "@shared/joke-notes/joke-note-input";
import { FIRST_RETRY_MS } from "@shared/joke-notes/offline-writes";
import { useAuth } from "@/data/account/auth-provider";
import { findCachedNote, noteCacheMutation } from "@/data/joke-notes/note-caches";
import { saveNoteWords } from "@/data/joke-notes/saves";
import { isServerUnreachable } from "@/data/http/network-failure";
import { withEdits } from "../lib/pending-notes";
import { queueWrite } from "../offline/queued-writes-store";

export interface UpdateJokeNoteVariables {
  id: number;
  input: UpdateJokeNoteInput;
  /** The note as the comedian began editing it: the save goes only onto that version (If-Match). */
  base?: JokeNote;
}

/**
 * The full PUT of a note's text and stages (online, or later from the offline queue), onto the
 * version it was edited from; a `NoteConflict` when the words changed elsewhere meanwhile.
 */
export const sendUpdate = ({ id, input, base }: UpdateJokeNoteVariables): Promise<JokeNote> => saveNoteWords(id, base, input);

/** An edit's outcome: the saved note, or the note as edited when the edit was kept on the device to send later. */
export interface UpdateResult {
  note: JokeNote;
  queued: boolean;
}

/**
 * The edit shows in every list at once; a failure puts the note back as it was. With no
 * network the edit is kept on the device (the note's whole text, so a later edit replaces
 * it) and shows, marked as waiting, until it is sent.
 */
export function useUpdateJokeNote(callbacks: {
  onSuccess?: (result: UpdateResult) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  return useMutation({
    // Sent even when the browser says it is offline: a failure is kept on the device, not held in memory.
    networkMode: "always",
    mutationFn: async (variables: UpdateJokeNoteVariables): Promise<UpdateResult> => {
      const before = findCachedNote(queryClient, variables.id);
      const base = variables.base ?? before;
      try {
        // A note still waiting to be created has no server id yet: its edit joins the create.
        if (variables.id > 0) return { note: await sendUpdate({ ...variables, base }), queued: false };
      } catch (error) {
        if (!isServerUnreachable(error)) throw error;
      }
      if (userId === undefined || !before) throw new Error("This joke note can only be saved online.");
      const now = Date.now();
      await queueWrite({ kind: "update", noteId: variables.id, userId, body: variables.input, base, queuedAt: now, attempts: 0, notBefore: now + FIRST_RETRY_MS });
      return { note: withEdits(before, variables.input), queued: true };
    },
    ...noteCacheMutation<UpdateResult, UpdateJokeNoteVariables>(queryClient, {
      optimistic: ({ id, input }) => {
        const note = findCachedNote(queryClient, id);
        return note && { kind: "saved", note: withEdits(note, input) };
      },
      settled: ({ note }) => ({ kind: "saved", note }),
      onSuccess: (saved) => callbacks.onSuccess?.(saved),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
