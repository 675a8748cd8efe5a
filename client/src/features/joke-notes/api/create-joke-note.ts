import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { CreateJokeNoteInput } from "@shared/joke-notes/joke-note-input";
import { FIRST_RETRY_MS } from "@shared/joke-notes/offline-writes";
import { createJokeNote } from "@/data/joke-notes/endpoints";
import { useAuth } from "@/data/account/auth-provider";
import { noteCacheMutation } from "@/data/joke-notes/note-caches";
import { isServerUnreachable } from "@/data/http/network-failure";
import { placeholderNote } from "../lib/pending-notes";
import { queueWrite } from "../offline/queued-writes-store";

/**
 * A create in flight: what is sent, the id of the row shown until the server answers, and
 * the Idempotency-Key every try of it carries, so a retry never saves the joke twice.
 */
export interface PendingCreate {
  input: CreateJokeNoteInput;
  pendingId: number;
  idempotencyKey: string;
}

/** Starts anywhere below zero, so a row queued before a reload never shares an id with a new one. */
let lastPendingId = -Math.floor(Math.random() * 2 ** 30) - 1;

/** Each create gets its own negative id (see `isPendingNote`). */
export const pendingCreate = (input: CreateJokeNoteInput): PendingCreate => ({
  input,
  pendingId: --lastPendingId,
  idempotencyKey: crypto.randomUUID(),
});

/** Every try of a create carries its Idempotency-Key: a retry is answered with the note the first try saved. */
export const sendCreate = ({ input, idempotencyKey }: Pick<PendingCreate, "input" | "idempotencyKey">): Promise<JokeNote> =>
  createJokeNote({ body: input }, { headers: { "Idempotency-Key": idempotencyKey } });

/** A create's outcome: the saved note, or its placeholder when it was kept on the device to send later. */
export interface CreateResult {
  note: JokeNote;
  queued: boolean;
}

/**
 * New notes go on top of the saved order: shown there at once, swapped for the saved note
 * when it comes. With no network the create is kept on the device (same Idempotency-Key)
 * and its row stays, marked as waiting, until it is sent.
 */
export function useCreateJokeNote(callbacks: {
  onSuccess?: (result: CreateResult) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  return useMutation({
    // Sent even when the browser says it is offline: a failure is kept on the device, not held in memory.
    networkMode: "always",
    mutationFn: async (pending: PendingCreate): Promise<CreateResult> => {
      try {
        return { note: await sendCreate(pending), queued: false };
      } catch (error) {
        if (!isServerUnreachable(error) || userId === undefined) throw error;
        const now = Date.now();
        await queueWrite({ kind: "create", key: pending.idempotencyKey, pendingId: pending.pendingId, userId, body: pending.input, queuedAt: now, attempts: 0, notBefore: now + FIRST_RETRY_MS });
        return { note: placeholderNote(pending.input, pending.pendingId, new Date(now)), queued: true };
      }
    },
    ...noteCacheMutation<CreateResult, PendingCreate>(queryClient, {
      optimistic: (pending) => ({ kind: "saved", note: placeholderNote(pending.input, pending.pendingId) }),
      settled: ({ note }, { pendingId }) => ({ kind: "saved", note, replaces: pendingId }),
      onSuccess: (created) => callbacks.onSuccess?.(created),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
