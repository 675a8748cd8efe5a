import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/lib/api-request";
import { noteCacheMutation } from "@/lib/joke-note-pages";

export interface CreateJokeNoteInput {
  setup: string;
  punchlines: string[];
  notes: string | null;
  inspiration: string | null;
  stage: "idea";
  onStool: false;
  stoolCategory: null;
  /** The server takes the owner from the session; the client always sends 0. */
  userId: 0;
}

/**
 * A create in flight: what is sent, the id of the row shown until the server answers, and
 * the Idempotency-Key every try of it carries, so a retry never saves the joke twice.
 */
export interface PendingCreate {
  input: CreateJokeNoteInput;
  pendingId: number;
  idempotencyKey: string;
}

let lastPendingId = 0;

/** Each create gets its own negative id (see `isPendingNote`). */
export const pendingCreate = (input: CreateJokeNoteInput): PendingCreate => ({
  input,
  pendingId: --lastPendingId,
  idempotencyKey: crypto.randomUUID(),
});

export async function createJokeNote({ input, idempotencyKey }: Pick<PendingCreate, "input" | "idempotencyKey">): Promise<JokeNote> {
  const res = await apiRequest("POST", "/api/joke-notes", input, { headers: { "Idempotency-Key": idempotencyKey } });
  return (await res.json()) as JokeNote;
}

/** Shown on top of the saved order (above any place a note can have) until the server answers. */
function placeholderNote({ input, pendingId }: PendingCreate): JokeNote {
  const now = new Date().toISOString();
  const { userId: _owner, ...fields } = input;
  return { ...fields, id: pendingId, sortOrder: -(2 ** 31), durationSeconds: null, createdAt: now, updatedAt: now };
}

/** New notes go on top of the saved order: shown there at once, swapped for the saved note when it comes. */
export function useCreateJokeNote(callbacks: {
  onSuccess?: (note: JokeNote) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pending: PendingCreate) => createJokeNote(pending),
    ...noteCacheMutation<JokeNote, PendingCreate>(queryClient, {
      optimistic: (pending) => ({ kind: "saved", note: placeholderNote(pending) }),
      settled: (created, { pendingId }) => ({ kind: "saved", note: created, replaces: pendingId }),
      onSuccess: (created) => callbacks.onSuccess?.(created),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
