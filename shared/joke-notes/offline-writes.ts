import type { JokeNote } from "./joke-note-dto";

/**
 * Joke-note writes kept on the device while the network is away, and the rules for
 * queueing, retrying and dropping them. Pure: the browser stores the queue (IndexedDB) and
 * sends it; these functions only say what the queue becomes.
 */

interface QueuedWriteBase<TBody> {
  /** The signed-in user who wrote it: a queue is only ever sent for its own writer. */
  userId: number;
  body: TBody;
  /** Epoch milliseconds when it was written: a note created offline shows this as its date. */
  queuedAt: number;
  /** How many tries have failed in a way worth trying again. */
  attempts: number;
  /** Epoch milliseconds before which the write is not tried again. */
  notBefore: number;
}

/** A new note. `key` is its Idempotency-Key, the same on every try, so a retry never saves it twice. */
export interface QueuedCreate<TBody> extends QueuedWriteBase<TBody> {
  kind: "create";
  key: string;
  /** The negative id its row carries until the server's copy takes its place. */
  pendingId: number;
}

/** The full PUT of a saved note. */
export interface QueuedUpdate<TBody> extends QueuedWriteBase<TBody> {
  kind: "update";
  noteId: number;
  /**
   * The note as it was before the first of the edits queued for it: the replay goes only onto
   * that version (If-Match). None for a create that became an edit, or a write queued before it was kept.
   */
  base?: JokeNote;
}

export type QueuedWrite<TCreate, TUpdate> = QueuedCreate<TCreate> | QueuedUpdate<TUpdate>;

/** The id of the row a queued write shows as. */
export const rowIdOf = (write: QueuedWrite<unknown, unknown>): number => (write.kind === "create" ? write.pendingId : write.noteId);

/**
 * Adds a write to the queue, oldest first. A second edit of a note already waiting to be
 * saved replaces the first in its place (each edit is the note's whole text, so the last
 * one is all the server needs); an edit of a note not created yet goes into its create.
 */
export function enqueueWrite<TCreate, TUpdate>(
  queue: readonly QueuedWrite<TCreate, TUpdate>[],
  write: QueuedWrite<TCreate, TUpdate>,
  mergeIntoCreate: (create: TCreate, edit: TUpdate) => TCreate,
): QueuedWrite<TCreate, TUpdate>[] {
  if (write.kind === "create") return [...queue.filter((queued) => !(queued.kind === "create" && queued.key === write.key)), write];
  const index = queue.findIndex((queued) => rowIdOf(queued) === write.noteId);
  const existing = queue[index];
  if (!existing) return [...queue, write];
  const merged: QueuedWrite<TCreate, TUpdate> =
    existing.kind === "create" ? { ...existing, body: mergeIntoCreate(existing.body, write.body) } : { ...existing, body: write.body };
  return queue.map((queued, at) => (at === index ? merged : queued));
}

/** Takes a write off the queue once it is saved or refused. */
export const withoutWrite = <TCreate, TUpdate>(queue: readonly QueuedWrite<TCreate, TUpdate>[], write: QueuedWrite<TCreate, TUpdate>) =>
  queue.filter((queued) => queued.kind !== write.kind || rowIdOf(queued) !== rowIdOf(write));

export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 5 * 60_000;

/** Wait before the next try after `attempts` failed ones: doubling from 2 s, at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 30), LONGEST_RETRY_MS);
}

/** The write after a failed try worth repeating. */
export const afterFailedTry = <T extends QueuedWrite<unknown, unknown>>(write: T, now: number): T => ({
  ...write,
  attempts: write.attempts + 1,
  notBefore: now + retryDelayMs(write.attempts + 1),
});

/**
 * What a failed try means. No answer (`status` undefined: the network) or a server error:
 * try again later. A rate limit or a timed-out request (429, 408): later too. A session that
 * ended (401) keeps the write for when its writer signs in again. Any other refusal (400,
 * 404, 410 for a create whose note was deleted since, ...) is final.
 */
export function failureOutcome(status: number | undefined): "retry" | "drop" {
  if (status === undefined || status >= 500 || status === 401 || status === 408 || status === 429) return "retry";
  return "drop";
}

/** The writes of `userId` due now, oldest first. */
export const dueWrites = <TCreate, TUpdate>(queue: readonly QueuedWrite<TCreate, TUpdate>[], userId: number, now: number) =>
  queue.filter((write) => write.userId === userId && write.notBefore <= now);

/** When the next of `userId`'s writes waiting for a retry falls due, if any. */
export function nextDueAt(queue: readonly QueuedWrite<unknown, unknown>[], userId: number): number | undefined {
  const times = queue.filter((write) => write.userId === userId).map((write) => write.notBefore);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/**
 * A queued create whose first try reached the server (its answer was lost) before the note was
 * edited on the device: the server refuses the changed create (422) and names the note it made.
 * The create becomes an edit of that note, carrying the device's latest text, due at once.
 */
export function createLandedAs<TCreate, TUpdate>(
  queue: readonly QueuedWrite<TCreate, TUpdate>[],
  create: QueuedCreate<TCreate>,
  noteId: number,
  asEdit: (body: TCreate) => TUpdate,
  now: number,
): QueuedWrite<TCreate, TUpdate>[] {
  return queue.map((queued) =>
    queued.kind === "create" && queued.key === create.key
      ? { kind: "update", noteId, userId: queued.userId, body: asEdit(queued.body), queuedAt: queued.queuedAt, attempts: 0, notBefore: now }
      : queued,
  );
}
