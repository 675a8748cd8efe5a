// A recording as the recordings feature's services read it: found (or locked) for its owner,
// and shaped as the API answers it.
import type { Recording } from "@shared/recordings/recording-dto";
import { computeRecordingMetrics } from "@shared/recordings/recording-metrics";
import type { Db, DbExecutor } from "../../db/client";
import { notFound } from "../../domain/domain-error";
import type { ObjectStore } from "../../integrations/storage/object-store";
import * as repo from "./recordings.repository";

export interface RecordingDeps {
  db: Db;
  storage: ObjectStore;
}

export const NOT_FOUND = "Recording not found.";

/** The recording as the API answers it, its metrics worked out from its bits and laughs. */
export function toRecording(stored: repo.StoredRecording): Recording {
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

export async function load(db: DbExecutor, userId: number, id: number): Promise<Recording> {
  const stored = await repo.findRecording(db, userId, id);
  if (!stored) throw notFound(NOT_FOUND);
  return toRecording(stored);
}

export async function locked(tx: DbExecutor, userId: number, id: number): Promise<repo.LockedRecording> {
  const row = await repo.lockRecording(tx, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}
