import { createHash } from "node:crypto";
import type { RecordingSummary, Take } from "@shared/recordings/recording-dto";
import type { CreateRecordingInput } from "@shared/recordings/recording-input";
import { baseMimeType, isRecordingMimeType, RECORDING_MIME_TYPES } from "@shared/recordings/recording-limits";
import type { DbExecutor } from "../../db/client";
import { gone, invalid, notFound, refused, unsupportedType } from "../../domain/domain-error";
import { removeDeletedAudio } from "./recording-audio.service";
import * as keys from "./recording-idempotency.repository";
import { load, NOT_FOUND, type RecordingDeps } from "./recording-rows";
import * as repo from "./recordings.repository";

// A recording's life: made (once per Idempotency-Key), listed and read, linked to a show, and
// deleted. Its audio is recording-audio.service.ts's, what it heard recording-analysis.service.ts's.
export type { RecordingDeps } from "./recording-rows";
/** For other features deleting recordings with what owns them (an account, expired writing). */
export { removeDeletedAudio } from "./recording-audio.service";

const SET_NOT_YOURS = "setListId: that set list is not yours or no longer exists.";

type CreateInput = CreateRecordingInput & { setListId: number | null };

function checkedMimeType(input: CreateInput): string {
  const mimeType = input.mimeType.trim();
  if (!isRecordingMimeType(mimeType)) {
    throw unsupportedType(`Recordings can be ${RECORDING_MIME_TYPES.join(", ")}; this one is ${baseMimeType(mimeType) || "not named"}.`);
  }
  return mimeType;
}

async function insert(db: DbExecutor, userId: number, input: CreateInput, mimeType: string): Promise<number> {
  const id = await repo.insertRecording(db, userId, { setListId: input.setListId, startedAt: input.startedAt, mimeType });
  if (id === undefined) throw invalid(SET_NOT_YOURS, [{ path: "setListId", message: SET_NOT_YOURS }]);
  return id;
}

export async function createRecording(deps: RecordingDeps, userId: number, input: CreateInput) {
  return { id: await insert(deps.db, userId, input, checkedMimeType(input)) };
}

const KEY_REUSED = "This Idempotency-Key was already used for a different recording. Send a new key with a new recording.";
const DELETED_SINCE = "The recording made with this Idempotency-Key has since been deleted, so it was not made again.";

/** The same create, however its JSON was spelled. */
const hashOfCreate = (input: CreateInput, mimeType: string) =>
  createHash("sha256").update(JSON.stringify([input.setListId, new Date(input.startedAt).toISOString(), mimeType])).digest("base64url");

/**
 * A create that carries an Idempotency-Key: the first try makes the recording and keeps its id
 * with the key (one transaction); a retry (its first answer lost) gets that id back, so no empty
 * recording is left behind; 410 once that recording is deleted; 422 when the key came with
 * another create. As the joke notes' keys (docs/decisions/024).
 */
export function createRecordingOnce(deps: RecordingDeps, userId: number, idempotencyKey: string, input: CreateInput) {
  const mimeType = checkedMimeType(input);
  return deps.db.transaction(async (tx) => {
    const requestHash = hashOfCreate(input, mimeType);
    if (await keys.claimKey(tx, userId, idempotencyKey, requestHash)) {
      const id = await insert(tx, userId, input, mimeType);
      await keys.recordRecording(tx, userId, idempotencyKey, id);
      return { id, created: true };
    }
    const used = await keys.useOfKey(tx, userId, idempotencyKey);
    if (used.requestHash !== requestHash) throw refused(KEY_REUSED, { recordingId: used.recordingId });
    if (used.recordingId === null) throw gone(DELETED_SINCE);
    return { id: used.recordingId, created: false };
  });
}

export const IDEMPOTENCY_KEY_DAYS = 30;

/** Forgets Idempotency-Keys older than `days`: a device retries for minutes or days, not months. */
export const purgeIdempotencyKeys = (deps: RecordingDeps, now: Date, days = IDEMPOTENCY_KEY_DAYS) =>
  keys.purgeKeysBefore(deps.db, new Date(now.getTime() - days * 24 * 60 * 60 * 1000));

export const listRecordings = (deps: RecordingDeps, userId: number): Promise<RecordingSummary[]> => repo.listRecordings(deps.db, userId);

export const getRecording = (deps: RecordingDeps, userId: number, id: number) => load(deps.db, userId, id);

/** Deletes the recording; its audio goes with it (or, if the store fails now, at the next sweep). */
export async function deleteRecording(deps: RecordingDeps, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteRecording(deps.db, userId, id))) throw notFound(NOT_FOUND);
  await removeDeletedAudio(deps, id);
}

export async function jokeTakes(deps: RecordingDeps, userId: number, jokeNoteId: number): Promise<{ takes: Take[] }> {
  const takes = await repo.takes(deps.db, userId, jokeNoteId);
  if (!takes) throw notFound("Joke note not found.");
  return { takes };
}

/**
 * For the performance log: makes the comedian's recording the show's recording (null: the
 * show has none). 400 naming recordingId when the recording is not theirs.
 */
export async function linkPerformance(tx: DbExecutor, userId: number, performanceId: number, recordingId: number | null): Promise<void> {
  if (!(await repo.linkPerformance(tx, userId, performanceId, recordingId))) {
    const message = "That recording is not yours or no longer exists.";
    throw invalid(`recordingId: ${message}`, [{ path: "recordingId", message }]);
  }
}
