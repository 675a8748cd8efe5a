import { createHash } from "node:crypto";
import type {
  CreateJokeNoteInput,
  PatchJokeNoteInput,
  SetAsideVersionInput,
  UpdateJokeNoteInput,
} from "@shared/joke-notes/joke-note-input";
import type { DevelopmentStage, StoolCategory } from "@shared/joke-notes/stages";
import type { Db, DbExecutor } from "../../db/client";
import { retryLostRace } from "../../db/retry-lost-race";
import { gone, invalid, notFound, refused } from "../../domain/domain-error";
import { changedSince, ifMatchHolds } from "./joke-note-etag";
import * as keys from "./joke-note-idempotency.repository";
import * as versions from "./joke-note-versions.service";
import * as repo from "./joke-notes.repository";

const NOT_FOUND = "Joke note not found.";

/** How long a create's Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_DAYS = 30;

type Input = Omit<repo.JokeNoteValues, "stage"> & { stage?: DevelopmentStage | null };

/**
 * The stored form of a change: off the stool a note has no stool category, and a cleared
 * stage (a production pick in the edit form) is the default stage, idea.
 */
function consistent<T extends Input>({ stage, ...values }: T): repo.JokeNoteValues & Omit<T, "stage"> {
  return {
    ...values,
    ...(stage === undefined ? {} : { stage: stage ?? "idea" }),
    ...(values.onStool === false ? { stoolCategory: null } : {}),
  };
}

async function found<T>(promise: Promise<T | undefined>): Promise<T> {
  const value = await promise;
  if (value === undefined) throw notFound(NOT_FOUND);
  return value;
}

/** Creates a note at the top of the owner's list; joins the caller's transaction when given one. */
export const createNote = (db: DbExecutor, userId: number, input: CreateJokeNoteInput) =>
  repo.insertJokeNote(db, userId, consistent({ ...input, stage: input.stage ?? "idea" }));

const KEY_REUSED = "This Idempotency-Key was already used for a different joke note. Send a new key with a new note.";

/** The same create, however its JSON was spelled: a hash of the validated input with its keys in order. */
function hashOfCreate(input: CreateJokeNoteInput): string {
  const ordered = JSON.stringify(input, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash("sha256").update(ordered).digest("base64url");
}

const DELETED_SINCE = "The joke note saved with this Idempotency-Key has since been deleted, so it was not saved again.";

/**
 * A create carrying an Idempotency-Key: the first request makes the note, and every retry
 * with the same key is answered with that note instead of a second one, or with 410 once
 * that note is deleted (docs/decisions/024).
 */
export const createNoteOnce = (db: Db, userId: number, idempotencyKey: string, input: CreateJokeNoteInput) =>
  db.transaction(async (tx) => {
    const requestHash = hashOfCreate(input);
    if (await keys.claimKey(tx, userId, idempotencyKey, requestHash)) {
      const note = await createNote(tx, userId, input);
      await keys.recordNote(tx, userId, idempotencyKey, note.id);
      return { note, created: true };
    }
    const used = await keys.useOfKey(tx, userId, idempotencyKey);
    // Named, so a device whose first try landed (its answer lost) can send its later text as an edit.
    if (used.requestHash !== null && used.requestHash !== requestHash) throw refused(KEY_REUSED, { jokeNoteId: used.jokeNoteId });
    const noteId = used.jokeNoteId;
    const note = noteId === null ? undefined : await repo.findJokeNote(tx, userId, noteId);
    if (!note) throw gone(DELETED_SINCE);
    return { note, created: false };
  });

/** Forgets Idempotency-Keys older than `days`: a device retries for minutes or days, not months. */
export const purgeIdempotencyKeys = (db: Db, now: Date, days = IDEMPOTENCY_KEY_DAYS) =>
  keys.purgeKeysBefore(db, new Date(now.getTime() - days * 24 * 60 * 60 * 1000));

/** A change to the words: the words it replaces become a version, in the same transaction. */
export const updateNote = (db: Db, userId: number, id: number, input: UpdateJokeNoteInput, ifMatch?: string) =>
  retryLostRace(() =>
    db.transaction(async (tx) => {
      await placeTurnFirst(tx, userId, input);
      await checkIfMatch(tx, userId, id, ifMatch);
      const before = await versions.lockNoteText(tx, userId, id);
      if (!before) throw notFound(NOT_FOUND);
      const note = await found(repo.updateJokeNote(tx, userId, id, consistent(input)));
      await versions.keepVersion(tx, userId, id, before, note);
      return note;
    }),
  );

/** Puts a version's words back; the words it replaces become a version themselves. */
export const restoreVersion = (db: Db, userId: number, id: number, versionId: number) =>
  db.transaction(async (tx) => {
    const before = await versions.lockNoteText(tx, userId, id);
    if (!before) throw notFound(NOT_FOUND);
    const text = await versions.findVersionText(tx, userId, id, versionId);
    if (!text) throw notFound("Version not found.");
    const note = await found(repo.updateJokeNote(tx, userId, id, text));
    await versions.keepVersion(tx, userId, id, before, note);
    return note;
  });

/** Keeps words aside as a flagged version of the owner's note; the note is not changed. */
export const setAsideVersion = (db: Db, userId: number, id: number, { setAside, ...text }: SetAsideVersionInput) =>
  db.transaction(async (tx) => {
    if (!(await versions.lockNoteText(tx, userId, id))) throw notFound(NOT_FOUND);
    return versions.keepAside(tx, userId, id, text, setAside);
  });

export const listVersions = (db: Db, userId: number, id: number) => found(versions.listVersions(db, userId, id));

export const patchNote = (db: Db, userId: number, id: number, input: PatchJokeNoteInput, ifMatch?: string) =>
  retryLostRace(() =>
    ifMatch === undefined
      ? found(repo.updateJokeNote(db, userId, id, consistent(input)))
      : db.transaction(async (tx) => {
          await placeTurnFirst(tx, userId, input);
          await checkIfMatch(tx, userId, id, ifMatch);
          return found(repo.updateJokeNote(tx, userId, id, consistent(input)));
        }),
  );

/**
 * A write that moves the note's place takes the list's turn before it locks the note, as every
 * writer of the list does (docs/decisions/038): never the note first, then the list.
 */
async function placeTurnFirst(tx: DbExecutor, userId: number, input: Parameters<typeof repo.movesPlace>[0]): Promise<void> {
  if (repo.movesPlace(input)) await repo.lockListOrder(tx, userId);
}

/**
 * A write carrying If-Match goes through only onto the note the client last saw: the row is
 * locked, then compared, so two devices saving at once cannot both pass. Without If-Match
 * (a script) the write goes through.
 */
async function checkIfMatch(tx: DbExecutor, userId: number, id: number, ifMatch: string | undefined): Promise<void> {
  if (ifMatch === undefined) return;
  const current = await repo.lockJokeNote(tx, userId, id);
  if (!current) throw notFound(NOT_FOUND);
  if (!ifMatchHolds(ifMatch, current)) throw changedSince(current);
}

export const moveToStool = (db: Db, userId: number, id: number, stoolCategory: StoolCategory | null) =>
  found(repo.updateJokeNote(db, userId, id, { onStool: true, stoolCategory }));

export const removeFromStool = (db: Db, userId: number, id: number) =>
  found(repo.updateJokeNote(db, userId, id, { onStool: false, stoolCategory: null }));

export async function deleteNote(db: Db, userId: number, id: number): Promise<void> {
  if (!(await retryLostRace(() => repo.deleteJokeNote(db, userId, id)))) throw notFound(NOT_FOUND);
}

export async function reorderNotes(db: Db, userId: number, noteIds: number[]): Promise<void> {
  if (!(await repo.reorderJokeNotes(db, userId, noteIds))) {
    throw invalid("Some of these joke notes are not yours or no longer exist. Nothing was reordered.");
  }
}

/** Puts a note right after or before another in the saved order, or first when `afterId` is null. */
export async function moveNote(db: Db, userId: number, id: number, to: repo.MoveTarget) {
  if (("beforeId" in to ? to.beforeId : to.afterId) === id) throw invalid("A joke note cannot be placed next to itself.");
  return found(repo.moveJokeNote(db, userId, id, to));
}

export const getNote = (db: Db, userId: number, id: number) => found(repo.findJokeNote(db, userId, id));
