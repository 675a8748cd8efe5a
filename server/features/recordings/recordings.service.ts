import { createHash } from "node:crypto";
import type { AudioFeatures } from "@shared/recordings/audio-features";
import { findCandidates, markCandidates } from "@shared/recordings/laugh-detector";
import { correctionsBetween } from "@shared/recordings/mark-corrections";
import { tuningFor, type CandidateScores, type LearnedTuning } from "@shared/recordings/meter-tuning";
import type { AudioStatus, MarkKind, Recording, RecordingSummary, Take, TimeSpan } from "@shared/recordings/recording-dto";
import { ENVELOPE_FRAME_MS, levelEnvelope } from "@shared/recordings/recording-envelope";
import type { CreateRecordingInput } from "@shared/recordings/recording-input";
import { baseMimeType, isRecordingMimeType, RECORDING_MIME_TYPES } from "@shared/recordings/recording-limits";
import { computeRecordingMetrics, type BitSegment } from "@shared/recordings/recording-metrics";
import type { Db, DbExecutor } from "../../db/client";
import { conflict, DomainError, gone, invalid, notFound, refused, unsupportedType } from "../../domain/domain-error";
import type { ObjectStore } from "../../integrations/storage/object-store";
import { logger } from "../../logger";
import * as meter from "./laugh-meter.repository";
import * as keys from "./recording-idempotency.repository";
import * as repo from "./recordings.repository";
import { recordingsUploaded } from "../../observability/metrics";

export interface RecordingDeps {
  db: Db;
  storage: ObjectStore;
}

const NOT_FOUND = "Recording not found.";
const SET_NOT_YOURS = "setListId: that set list is not yours or no longer exists.";
const NOT_FINISHED = "This recording is not finished yet. Finish it first, then correct its bits and laughs.";

const chunkKey = (id: number, seq: number) => `${id}/${seq}`;
const audioPrefix = (id: number) => `${id}/`;

/** The recording as the API answers it, its metrics worked out from its bits and laughs. */
function toRecording(stored: repo.StoredRecording): Recording {
  const metrics = computeRecordingMetrics({ durationMs: stored.durationMs ?? 0, bits: stored.bits, laughs: stored.laughs, applause: stored.applause });
  return {
    id: stored.id,
    setListId: stored.setListId,
    performanceId: stored.performanceId,
    startedAt: stored.startedAt,
    durationMs: stored.durationMs,
    mimeType: stored.mimeType,
    audioStatus: stored.audioStatus,
    audioBytes: stored.audioBytes,
    laughCount: metrics.laughCount,
    laughSeconds: metrics.laughSeconds,
    laughsPerMinute: metrics.laughsPerMinute,
    laughSecondsPerMinute: metrics.laughSecondsPerMinute,
    applauseCount: metrics.applauseCount,
    bits: metrics.bits.map((b) => ({
      jokeNoteId: b.jokeNoteId,
      position: b.position,
      startMs: b.startMs,
      endMs: b.endMs,
      laughCount: b.laughCount,
      laughSeconds: b.laughSeconds,
      laughsPerMinute: b.laughsPerMinute,
      laughs: b.laughs,
      applauseCount: b.applauseCount,
      applause: b.applause,
    })),
    laughs: metrics.laughs,
    applause: metrics.applause,
    meter: { learnedFromSets: stored.meterSets, venue: stored.meterVenue },
    envelope: stored.envelope,
    envelopeFrameMs: stored.envelopeFrameMs,
    setListName: stored.setListName,
    venue: stored.venue,
  };
}

async function load(db: DbExecutor, userId: number, id: number): Promise<Recording> {
  const stored = await repo.findRecording(db, userId, id);
  if (!stored) throw notFound(NOT_FOUND);
  return toRecording(stored);
}

async function locked(tx: DbExecutor, userId: number, id: number): Promise<repo.LockedRecording> {
  const row = await repo.lockRecording(tx, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Every bit's joke note must be the comedian's (checked in SQL); else 400 naming the first that is not. */
async function checkBitJokes(tx: DbExecutor, userId: number, bits: readonly BitSegment[]): Promise<void> {
  const i = await repo.firstJokeNotOwned(
    tx,
    userId,
    bits.map((b) => b.jokeNoteId),
  );
  if (i !== undefined) {
    const path = `bits.${i}.jokeNoteId`;
    const message = "That joke note is not yours or no longer exists.";
    throw invalid(`bits[${i}].jokeNoteId: ${message}`, [{ path, message }]);
  }
}

function withinDuration(list: readonly TimeSpan[], durationMs: number, field: "bits" | "laughs" | "applause"): void {
  const i = list.findIndex((span) => span.endMs > durationMs);
  if (i >= 0) {
    const message = `endMs must be within the recording's ${durationMs} ms`;
    throw invalid(`${field}[${i}].endMs: ${message}`, [{ path: `${field}.${i}.endMs`, message }]);
  }
}

/** Recomputes and stores the metrics of these bits, laughs and applause breaks. */
async function saveMetrics(tx: DbExecutor, id: number, durationMs: number, bits: BitSegment[], marks: { laughs: TimeSpan[]; applause: TimeSpan[] }, edited: boolean) {
  const metrics = computeRecordingMetrics({ durationMs, bits, laughs: marks.laughs, applause: marks.applause });
  await repo.saveMarks(tx, id, metrics, edited);
  await repo.replaceBits(tx, id, metrics.bits);
}

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

/**
 * Checks a chunk before its bytes are read: the owner's recording (else 404), the recording's
 * type (else 415), audio not yet complete (else 409), seq within the chunk count once known
 * (else 400). Answers true when this seq has arrived already (a retry: nothing to do).
 */
export async function checkChunk(deps: RecordingDeps, userId: number, id: number, seq: number, contentType: string): Promise<boolean> {
  const row = await repo.peekRecording(deps.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  if (baseMimeType(contentType) !== baseMimeType(row.mimeType)) {
    throw unsupportedType(`Send this recording's chunks with Content-Type: ${row.mimeType}.`);
  }
  if (row.audioStatus === "complete") throw conflict("This recording's audio is complete: every chunk has arrived.");
  if (row.chunkCount !== null && seq >= row.chunkCount) {
    throw invalid(`seq: this recording has ${row.chunkCount} chunks, numbered 0 to ${row.chunkCount - 1}.`);
  }
  return repo.hasChunk(deps.db, id, seq);
}

/** Stores a chunk's bytes as their own object, then notes them (once per seq); the last one completes the audio. */
export async function storeChunk(deps: RecordingDeps, userId: number, id: number, seq: number, body: Buffer): Promise<{ audioStatus: AudioStatus }> {
  if (body.length === 0) throw invalid("This chunk is empty. Send the chunk's audio bytes.");
  const row = await repo.peekRecording(deps.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  await deps.storage.put(chunkKey(id, seq), body, baseMimeType(row.mimeType));
  try {
    return await deps.db.transaction(async (tx) => {
      const now = await locked(tx, userId, id);
      if (now.chunkCount !== null && seq >= now.chunkCount) {
        throw invalid(`seq: this recording has ${now.chunkCount} chunks, numbered 0 to ${now.chunkCount - 1}.`);
      }
      await repo.addChunk(tx, id, seq, body.length);
      await repo.completeIfWhole(tx, id);
      const after = await repo.lockRecording(tx, userId, id);
      return { audioStatus: after?.audioStatus ?? now.audioStatus };
    });
  } catch (error) {
    // Deleted meanwhile, or a seq past the end: the bytes just stored belong to nothing.
    if (error instanceof DomainError) await deps.storage.remove(chunkKey(id, seq)).catch(() => undefined);
    throw error;
  }
}

/** Spans kept within the recording. */
const within = (spans: readonly TimeSpan[], durationMs: number): TimeSpan[] =>
  spans.map((l) => ({ startMs: Math.max(0, Math.round(l.startMs)), endMs: Math.min(durationMs, Math.round(l.endMs)) })).filter((l) => l.endMs > l.startMs);

/** A page from before the band split and crest (or one that lost some) sends none of them: the detector does without. */
function usable(features: AudioFeatures): AudioFeatures {
  const frames = features.levelDb.length;
  const whole = (values: number[]) => (values.length === frames ? values : []);
  return { ...features, lowBandDb: whole(features.lowBandDb), highBandDb: whole(features.highBandDb), crestDb: whole(features.crestDb) };
}

/** What the detector heard in the features, read with the comedian's tuning. */
function hear(features: AudioFeatures, durationMs: number, learned: LearnedTuning) {
  const candidates: CandidateScores[] = findCandidates(usable(features));
  const kept = candidates.filter((c) => c.startMs < durationMs).map((c) => ({ ...c, endMs: Math.min(durationMs, c.endMs) }));
  const marks = markCandidates(kept, learned.tuning);
  return { candidates: kept, laughs: within(marks.laughs, durationMs), applause: within(marks.applause, durationMs) };
}

/** The tuning the comedian's corrections give a recording (its venue's, when it is a show's). */
async function learnedTuning(deps: RecordingDeps, userId: number, id: number): Promise<LearnedTuning> {
  const [sets, venue] = await Promise.all([meter.correctedSets(deps.db, userId), meter.venueOf(deps.db, userId, id)]);
  return tuningFor(sets, venue);
}

export interface FinishInput {
  durationMs: number;
  chunkCount: number;
  bits: BitSegment[];
  features?: AudioFeatures;
}

/**
 * Finishes a recording: its length, chunk count, bits, and (from the browser's features) the
 * detector's laughs and the level envelope. The first finish wins: finishing again answers the
 * recording as it is, so a retried finish never undoes the comedian's corrections.
 */
export async function finishRecording(deps: RecordingDeps, userId: number, id: number, input: FinishInput): Promise<Recording> {
  const f = input.features;
  if (f && (f.flatness.length !== f.levelDb.length || f.periodicity.length !== f.levelDb.length)) {
    throw invalid("features: levelDb, flatness and periodicity must have one value per frame each.");
  }
  // Fitted before the row is locked: a comedian with many corrected sets costs a moment, not a held lock.
  const learned = f ? await learnedTuning(deps, userId, id) : undefined;
  let firstFinish = false;
  const finished = deps.db.transaction(async (tx) => {
    const row = await locked(tx, userId, id);
    if (row.finished) return load(tx, userId, id);
    firstFinish = true;
    if (row.lastSeq >= input.chunkCount) {
      throw invalid(`chunkCount: chunk ${row.lastSeq} has already arrived, so there are at least ${row.lastSeq + 1} chunks.`);
    }
    await checkBitJokes(tx, userId, input.bits);
    const heard = f && learned ? hear(f, input.durationMs, learned) : { candidates: [], laughs: [], applause: [] };
    const { envelope, envelopeFrameMs } = f ? levelEnvelope(f) : { envelope: [], envelopeFrameMs: ENVELOPE_FRAME_MS };
    await repo.saveFinish(tx, id, {
      durationMs: input.durationMs,
      chunkCount: input.chunkCount,
      envelope,
      envelopeFrameMs,
      candidates: heard.candidates,
      meterSets: learned?.sets ?? 0,
      meterVenue: learned?.venue ?? null,
    });
    await saveMetrics(tx, id, input.durationMs, input.bits, heard, false);
    await repo.completeIfWhole(tx, id);
    return load(tx, userId, id);
  });
  return finished.then((recording) => {
    if (firstFinish) recordingsUploaded.inc();
    return recording;
  });
}

async function finishedRow(tx: DbExecutor, userId: number, id: number) {
  const row = await locked(tx, userId, id);
  if (!row.finished || row.durationMs === null) throw conflict(NOT_FINISHED);
  return { ...row, durationMs: row.durationMs };
}

/**
 * The comedian's laughs (or applause breaks) replace the recording's; the metrics follow, and
 * each change (a mark added, moved, removed) is kept as the meter's evidence. Changes to one
 * recording run one at a time (its row is locked), each against the marks the one before left.
 */
function replaceMarks(deps: RecordingDeps, userId: number, id: number, mark: MarkKind, spans: TimeSpan[]): Promise<Recording> {
  const field = mark === "laugh" ? "laughs" : "applause";
  return deps.db.transaction(async (tx) => {
    const row = await finishedRow(tx, userId, id);
    withinDuration(spans, row.durationMs, field);
    const stored = await repo.findRecording(tx, userId, id);
    const before = mark === "laugh" ? row.laughs : row.applause;
    await meter.addCorrections(tx, userId, id, mark, correctionsBetween(before, spans));
    const marks = mark === "laugh" ? { laughs: spans, applause: row.applause } : { laughs: row.laughs, applause: spans };
    await saveMetrics(tx, id, row.durationMs, stored?.bits ?? [], marks, mark === "laugh");
    return load(tx, userId, id);
  });
}

export const replaceLaughs = (deps: RecordingDeps, userId: number, id: number, laughs: TimeSpan[]) => replaceMarks(deps, userId, id, "laugh", laughs);
export const replaceApplause = (deps: RecordingDeps, userId: number, id: number, applause: TimeSpan[]) => replaceMarks(deps, userId, id, "applause", applause);

/** The comedian's bit boundaries replace the recording's; the metrics follow. */
export function replaceBits(deps: RecordingDeps, userId: number, id: number, bits: BitSegment[]): Promise<Recording> {
  return deps.db.transaction(async (tx) => {
    const row = await finishedRow(tx, userId, id);
    withinDuration(bits, row.durationMs, "bits");
    await checkBitJokes(tx, userId, bits);
    await saveMetrics(tx, id, row.durationMs, bits, { laughs: row.laughs, applause: row.applause }, false);
    return load(tx, userId, id);
  });
}

/** Deletes the recording; its audio goes with it (or, if the store fails now, at the next sweep). */
export async function deleteRecording(deps: RecordingDeps, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteRecording(deps.db, userId, id))) throw notFound(NOT_FOUND);
  await removeDeletedAudio(deps, id);
}

/** The audio's type, length and pieces: the chunks 0..n-1 that have arrived without a gap. */
export async function audioOf(deps: RecordingDeps, userId: number, id: number) {
  const found = await repo.audioChunks(deps.db, userId, id);
  if (!found) throw notFound(NOT_FOUND);
  const pieces: { seq: number; bytes: number }[] = [];
  for (const chunk of found.chunks) {
    if (chunk.seq !== pieces.length) break;
    pieces.push(chunk);
  }
  return { mimeType: found.mimeType, size: pieces.reduce((sum, p) => sum + p.bytes, 0), pieces };
}

/** Bytes `start`..`end` (included) of the pieces laid end to end, read chunk by chunk from the store. */
export async function* audioBytes(
  deps: RecordingDeps,
  id: number,
  pieces: readonly { seq: number; bytes: number }[],
  start: number,
  end: number,
): AsyncGenerator<Buffer> {
  let offset = 0;
  for (const piece of pieces) {
    const from = offset;
    const to = offset + piece.bytes - 1;
    offset += piece.bytes;
    if (to < start) continue;
    if (from > end) return;
    const stream = await deps.storage.read(chunkKey(id, piece.seq), { start: Math.max(start, from) - from, end: Math.min(end, to) - from });
    for await (const part of stream) yield part as Buffer;
  }
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

const SWEEP_BATCH = 100;

/**
 * Removes the audio of deleted recordings (however they went: by the comedian, with the
 * account, by the free tier's expiry) from the store; `only` one recording's. A failure is
 * logged and left for the next sweep.
 */
export async function removeDeletedAudio(deps: RecordingDeps, only?: number): Promise<{ removed: number }> {
  let removed = 0;
  for (;;) {
    const ids = await repo.pendingAudioDeletions(deps.db, SWEEP_BATCH, only);
    const done: number[] = [];
    for (const id of ids) {
      try {
        await deps.storage.removePrefix(audioPrefix(id));
        done.push(id);
      } catch (error) {
        logger.error({ err: error, recordingId: id }, "could not remove a deleted recording's audio; the next sweep tries again");
      }
    }
    await repo.forgetAudioDeletions(deps.db, done);
    removed += done.length;
    if (ids.length < SWEEP_BATCH || done.length < ids.length) return { removed };
  }
}
