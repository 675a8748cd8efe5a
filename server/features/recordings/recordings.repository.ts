import { sql } from "drizzle-orm";
import type { CandidateScores } from "@shared/recordings/meter-tuning";
import type { AudioStatus, RecordingSummary, Take, TimeSpan } from "@shared/recordings/recording-dto";
import type { BitMetrics, BitSegment, RecordingMetrics } from "@shared/recordings/recording-metrics";
import type { DbExecutor } from "../../db/client";
import { ownerCheck } from "../../db/owner-check";

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A recording row `r` (with its set `s` and show `p`) as the list's summary. */
const SUMMARY_FIELDS = sql`
  'id', r.id, 'setListId', r.set_list_id, 'setListName', s.name, 'performanceId', r.performance_id, 'venue', p.venue,
  'startedAt', ${iso("r.started_at")}, 'durationMs', r.duration_ms, 'mimeType', r.mime_type,
  'audioStatus', r.audio_status, 'audioBytes', r.audio_bytes,
  'laughCount', r.laugh_count, 'laughSeconds', r.laugh_seconds,
  'laughsPerMinute', r.laughs_per_minute, 'laughSecondsPerMinute', r.laugh_seconds_per_minute, 'applauseCount', r.applause_count`;
const WITH_NAMES = sql`
  recordings r
  LEFT JOIN set_lists s ON s.id = r.set_list_id AND s.user_id = r.user_id
  LEFT JOIN performances p ON p.id = r.performance_id AND p.user_id = r.user_id`;

/** Adds a recording; undefined when the set list is not the owner's. */
export async function insertRecording(
  db: DbExecutor,
  userId: number,
  f: { setListId: number | null; startedAt: string; mimeType: string },
): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO recordings (user_id, set_list_id, started_at, mime_type)
    SELECT ${userId}, ${f.setListId}::int, ${f.startedAt}, ${f.mimeType}
    WHERE ${f.setListId}::int IS NULL OR EXISTS (SELECT 1 FROM set_lists WHERE id = ${f.setListId}::int AND user_id = ${userId})
    RETURNING id`);
  return result.rows[0]?.id;
}

export async function listRecordings(db: DbExecutor, userId: number): Promise<RecordingSummary[]> {
  const result = await db.execute<{ json: RecordingSummary }>(sql`
    SELECT json_build_object(${SUMMARY_FIELDS}) AS json FROM ${WITH_NAMES}
    WHERE r.user_id = ${userId} ORDER BY r.started_at DESC, r.id DESC`);
  return result.rows.map((row) => row.json);
}

/** What a recording is made of, before its metrics are worked out. */
export type StoredRecording = Omit<RecordingSummary, keyof RecordingMetricsColumns> & {
  laughs: TimeSpan[];
  applause: TimeSpan[];
  envelope: number[];
  envelopeFrameMs: number;
  bits: BitSegment[];
  meterSets: number;
  meterVenue: string | null;
};
type RecordingMetricsColumns = Pick<RecordingSummary, "laughCount" | "laughSeconds" | "laughsPerMinute" | "laughSecondsPerMinute" | "applauseCount">;

export async function findRecording(db: DbExecutor, userId: number, id: number): Promise<StoredRecording | undefined> {
  const result = await db.execute<{ json: StoredRecording }>(sql`
    SELECT json_build_object(${SUMMARY_FIELDS},
      'laughs', r.laughs, 'applause', r.applause, 'envelope', r.envelope, 'envelopeFrameMs', r.envelope_frame_ms,
      'meterSets', r.meter_sets, 'meterVenue', r.meter_venue,
      'bits', coalesce((
        SELECT json_agg(json_build_object('jokeNoteId', b.joke_note_id, 'startMs', b.start_ms, 'endMs', b.end_ms) ORDER BY b.position)
        FROM recording_bits b WHERE b.recording_id = r.id), '[]'::json)
    ) AS json
    FROM ${WITH_NAMES} WHERE r.user_id = ${userId} AND r.id = ${id}`);
  return result.rows[0]?.json;
}

export type LockedRecording = {
  mimeType: string;
  audioStatus: AudioStatus;
  durationMs: number | null;
  chunkCount: number | null;
  finished: boolean;
  laughs: TimeSpan[];
  applause: TimeSpan[];
  /** The highest chunk seq received, or -1. */
  lastSeq: number;
};

const LOCKED_FIELDS = sql`
  r.mime_type AS "mimeType", r.audio_status AS "audioStatus", r.duration_ms AS "durationMs", r.chunk_count AS "chunkCount",
  r.finished_at IS NOT NULL AS finished, r.laughs, r.applause,
  coalesce((SELECT max(c.seq) FROM recording_chunks c WHERE c.recording_id = r.id), -1) AS "lastSeq"`;

/** The owner's recording, without locking (for checks before a chunk's bytes are read). */
export async function peekRecording(db: DbExecutor, userId: number, id: number): Promise<LockedRecording | undefined> {
  const result = await db.execute<LockedRecording>(sql`SELECT ${LOCKED_FIELDS} FROM recordings r WHERE r.id = ${id} AND r.user_id = ${userId}`);
  return result.rows[0];
}

/** The owner's recording, its row locked until the transaction ends: changes to one recording run one at a time. */
export async function lockRecording(tx: DbExecutor, userId: number, id: number): Promise<LockedRecording | undefined> {
  const result = await tx.execute<LockedRecording>(
    sql`SELECT ${LOCKED_FIELDS} FROM recordings r WHERE r.id = ${id} AND r.user_id = ${userId} FOR UPDATE`,
  );
  return result.rows[0];
}

export async function hasChunk(db: DbExecutor, id: number, seq: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM recording_chunks WHERE recording_id = ${id} AND seq = ${seq}`);
  return result.rows.length > 0;
}

/** Notes a chunk that arrived (once per seq) and counts its bytes; false when the seq was there already. */
export async function addChunk(tx: DbExecutor, id: number, seq: number, bytes: number): Promise<boolean> {
  const result = await tx.execute(sql`
    WITH added AS (
      INSERT INTO recording_chunks (recording_id, seq, bytes) VALUES (${id}, ${seq}, ${bytes})
      ON CONFLICT (recording_id, seq) DO NOTHING RETURNING bytes
    )
    UPDATE recordings SET audio_bytes = audio_bytes + added.bytes, updated_at = now() FROM added WHERE recordings.id = ${id}
    RETURNING recordings.id`);
  return result.rows.length > 0;
}

/** The audio is complete once chunks 0..chunkCount-1 have all arrived. */
export async function completeIfWhole(tx: DbExecutor, id: number): Promise<void> {
  await tx.execute(sql`
    UPDATE recordings r SET audio_status = 'complete', updated_at = now()
    WHERE r.id = ${id} AND r.audio_status = 'uploading' AND r.chunk_count IS NOT NULL
      AND (SELECT count(*) FROM recording_chunks c WHERE c.recording_id = r.id AND c.seq < r.chunk_count) = r.chunk_count`);
}

/** The position (from 0) of the first joke note that is not the owner's, or undefined when all are. */
export async function firstJokeNotOwned(db: DbExecutor, userId: number, jokeNoteIds: number[]): Promise<number | undefined> {
  if (jokeNoteIds.length === 0) return undefined;
  const result = await db.execute<{ i: number }>(sql`
    SELECT (w.i - 1)::int AS i FROM unnest(${`{${jokeNoteIds.join(",")}}`}::int[]) WITH ORDINALITY AS w(id, i)
    WHERE NOT EXISTS (SELECT 1 FROM joke_notes j WHERE j.id = w.id AND ${ownerCheck(sql.raw("j.user_id"), userId)})
    ORDER BY w.i LIMIT 1`);
  return result.rows[0]?.i;
}

export async function saveFinish(
  tx: DbExecutor,
  id: number,
  f: { durationMs: number; chunkCount: number; envelope: number[]; envelopeFrameMs: number; candidates: CandidateScores[]; meterSets: number; meterVenue: string | null },
): Promise<void> {
  await tx.execute(sql`
    UPDATE recordings SET duration_ms = ${f.durationMs}, chunk_count = ${f.chunkCount}, envelope = ${JSON.stringify(f.envelope)}::jsonb,
      envelope_frame_ms = ${f.envelopeFrameMs}, candidates = ${JSON.stringify(f.candidates)}::jsonb,
      meter_sets = ${f.meterSets}, meter_venue = ${f.meterVenue}, finished_at = now(), updated_at = now()
    WHERE id = ${id}`);
}

/** Stores the laughs, the applause breaks and the set's metrics. */
export async function saveMarks(tx: DbExecutor, id: number, metrics: RecordingMetrics, edited: boolean): Promise<void> {
  await tx.execute(sql`
    UPDATE recordings SET laughs = ${JSON.stringify(metrics.laughs)}::jsonb, laughs_edited = laughs_edited OR ${edited},
      applause = ${JSON.stringify(metrics.applause)}::jsonb, applause_count = ${metrics.applauseCount},
      laugh_count = ${metrics.laughCount}, laugh_seconds = ${metrics.laughSeconds},
      laughs_per_minute = ${metrics.laughsPerMinute}, laugh_seconds_per_minute = ${metrics.laughSecondsPerMinute}, updated_at = now()
    WHERE id = ${id}`);
}

/** Replaces the recording's bits with these, in order, with their metrics. */
export async function replaceBits(tx: DbExecutor, id: number, bits: BitMetrics[]): Promise<void> {
  await tx.execute(sql`DELETE FROM recording_bits WHERE recording_id = ${id}`);
  if (bits.length === 0) return;
  const payload = JSON.stringify(
    bits.map((b) => ({
      position: b.position,
      joke_note_id: b.jokeNoteId,
      start_ms: b.startMs,
      end_ms: b.endMs,
      laugh_count: b.laughCount,
      laugh_seconds: b.laughSeconds,
      laughs_per_minute: b.laughsPerMinute,
      applause_count: b.applauseCount,
    })),
  );
  await tx.execute(sql`
    INSERT INTO recording_bits (recording_id, position, joke_note_id, start_ms, end_ms, laugh_count, laugh_seconds, laughs_per_minute, applause_count)
    SELECT ${id}, w.position, w.joke_note_id, w.start_ms, w.end_ms, w.laugh_count, w.laugh_seconds, w.laughs_per_minute, w.applause_count
    FROM json_to_recordset(${payload}::json) AS w(position int, joke_note_id int, start_ms int, end_ms int,
      laugh_count int, laugh_seconds float8, laughs_per_minute float8, applause_count int)`);
}

export async function deleteRecording(db: DbExecutor, userId: number, id: number): Promise<boolean> {
  const result = await db.execute(sql`DELETE FROM recordings WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return result.rows.length > 0;
}

/** The owner's recording's type and its chunks in seq order; undefined when it is not theirs. */
export async function audioChunks(
  db: DbExecutor,
  userId: number,
  id: number,
): Promise<{ mimeType: string; chunks: { seq: number; bytes: number }[] } | undefined> {
  const result = await db.execute<{ mimeType: string; chunks: { seq: number; bytes: number }[] }>(sql`
    SELECT r.mime_type AS "mimeType", coalesce((
      SELECT json_agg(json_build_object('seq', c.seq, 'bytes', c.bytes) ORDER BY c.seq) FROM recording_chunks c WHERE c.recording_id = r.id
    ), '[]'::json) AS chunks
    FROM recordings r WHERE r.id = ${id} AND r.user_id = ${userId}`);
  return result.rows[0];
}

/** Each take of the joke, newest first; undefined when the joke is not the owner's. */
export async function takes(db: DbExecutor, userId: number, jokeNoteId: number): Promise<Take[] | undefined> {
  const owner = await db.execute(sql`SELECT 1 FROM joke_notes WHERE id = ${jokeNoteId} AND ${ownerCheck(sql.raw("user_id"), userId)}`);
  if (owner.rows.length === 0) return undefined;
  const result = await db.execute<{ json: Take }>(sql`
    SELECT json_build_object('recordingId', r.id, 'startedAt', ${iso("r.started_at")}, 'venue', p.venue,
      'startMs', b.start_ms, 'endMs', b.end_ms, 'laughCount', b.laugh_count, 'laughsPerMinute', b.laughs_per_minute,
      'applauseCount', b.applause_count) AS json
    FROM recording_bits b
    JOIN recordings r ON r.id = b.recording_id AND r.user_id = ${userId}
    LEFT JOIN performances p ON p.id = r.performance_id AND p.user_id = r.user_id
    WHERE b.joke_note_id = ${jokeNoteId}
    ORDER BY r.started_at DESC, r.id DESC, b.position`);
  return result.rows.map((row) => row.json);
}

/**
 * Makes the owner's recording the show's one recording (any other recording of that show lets
 * go of it); false when the recording is not theirs. `recordingId` null: the show has none.
 */
export async function linkPerformance(tx: DbExecutor, userId: number, performanceId: number, recordingId: number | null): Promise<boolean> {
  await tx.execute(sql`
    UPDATE recordings SET performance_id = NULL, updated_at = now()
    WHERE performance_id = ${performanceId} AND user_id = ${userId} AND id IS DISTINCT FROM ${recordingId}::int`);
  if (recordingId === null) return true;
  const result = await tx.execute(sql`
    UPDATE recordings SET performance_id = ${performanceId}, updated_at = now()
    WHERE id = ${recordingId} AND user_id = ${userId} RETURNING id`);
  return result.rows.length > 0;
}

/** Recordings deleted whose audio is still to be removed, oldest first. */
export async function pendingAudioDeletions(db: DbExecutor, limit: number, only?: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT recording_id AS id FROM recording_audio_deletions
    ${only === undefined ? sql`` : sql`WHERE recording_id = ${only}`}
    ORDER BY deleted_at, recording_id LIMIT ${limit}`);
  return result.rows.map((row) => row.id);
}

export async function forgetAudioDeletions(db: DbExecutor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`DELETE FROM recording_audio_deletions WHERE recording_id = ANY(${`{${ids.join(",")}}`}::int[])`);
}
