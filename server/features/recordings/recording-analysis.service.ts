// What a recording heard: the laugh meter's reading of the browser's features at finish (with
// the comedian's learned tuning), and the comedian's corrections of laughs, applause breaks and
// bit boundaries, each change kept as the meter's evidence.
import type { AudioFeatures } from "@shared/recordings/audio-features";
import { findCandidates, markCandidates } from "@shared/recordings/laugh-detector";
import { correctionsBetween } from "@shared/recordings/mark-corrections";
import { tuningFor, type CandidateScores, type LearnedTuning } from "@shared/recordings/meter-tuning";
import type { MarkKind, Recording, TimeSpan } from "@shared/recordings/recording-dto";
import { ENVELOPE_FRAME_MS, levelEnvelope } from "@shared/recordings/recording-envelope";
import { computeRecordingMetrics, type BitSegment } from "@shared/recordings/recording-metrics";
import type { DbExecutor } from "../../db/client";
import { conflict, invalid } from "../../domain/domain-error";
import { recordingsUploaded } from "../../observability/metrics";
import * as meter from "./laugh-meter.repository";
import { load, locked, type RecordingDeps } from "./recording-rows";
import * as repo from "./recordings.repository";

const NOT_FINISHED = "This recording is not finished yet. Finish it first, then correct its bits and laughs.";

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
