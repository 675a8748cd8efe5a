import { sql } from "drizzle-orm";
import type { TranscriptWord } from "@shared/transcripts/align-transcript";
import type { Db, DbExecutor } from "../../db/client";
import { ownerCheck } from "../../db/owner-check";

export type StoredTranscript = {
  status: "waiting" | "working" | "done" | "failed";
  words: TranscriptWord[];
  edited: boolean;
  message: string | null;
};

/** The owner's recording's transcript row, if one is kept. */
export async function findTranscript(db: DbExecutor, userId: number, recordingId: number): Promise<StoredTranscript | undefined> {
  const result = await db.execute<StoredTranscript>(sql`
    SELECT status, words, edited, message FROM recording_transcripts
    WHERE recording_id = ${recordingId} AND ${ownerCheck(sql.raw("user_id"), userId)}`);
  return result.rows[0];
}

/**
 * A waiting row for every complete recording that has none (at most `limit`): the queue's
 * durable record, made before its job is sent. Answers the recordings it made rows for.
 */
export async function addWaitingTranscripts(db: Db, limit: number): Promise<number[]> {
  const result = await db.execute<{ recording_id: number }>(sql`
    INSERT INTO recording_transcripts (recording_id, user_id)
    SELECT r.id, r.user_id FROM recordings r
    WHERE r.audio_status = 'complete' AND r.duration_ms IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM recording_transcripts t WHERE t.recording_id = r.id)
    ORDER BY r.id LIMIT ${limit}
    ON CONFLICT (recording_id) DO NOTHING
    RETURNING recording_id`);
  return result.rows.map((row) => row.recording_id);
}

/** The transcripts waiting or being made (their job may need sending again). */
export async function pendingTranscripts(db: Db, limit: number): Promise<number[]> {
  const result = await db.execute<{ recording_id: number }>(sql`
    SELECT recording_id FROM recording_transcripts WHERE status IN ('waiting', 'working') ORDER BY recording_id LIMIT ${limit}`);
  return result.rows.map((row) => row.recording_id);
}

/** Takes a waiting (or interrupted) transcript to work on, counting the try; undefined when there is none to make. */
export async function claimTranscript(db: Db, recordingId: number): Promise<{ userId: number; attempts: number } | undefined> {
  const result = await db.execute<{ user_id: number; attempts: number }>(sql`
    UPDATE recording_transcripts SET status = 'working', attempts = attempts + 1, message = NULL, updated_at = now()
    WHERE recording_id = ${recordingId} AND status IN ('waiting', 'working')
    RETURNING user_id, attempts`);
  const row = result.rows[0];
  return row ? { userId: row.user_id, attempts: row.attempts } : undefined;
}

/** The service's words, unless the comedian corrected the transcript meanwhile (their words stay). */
export async function saveMadeTranscript(db: Db, recordingId: number, words: TranscriptWord[]): Promise<void> {
  await db.execute(sql`
    UPDATE recording_transcripts
    SET status = 'done', words = CASE WHEN edited THEN words ELSE ${JSON.stringify(words)}::jsonb END, message = NULL, updated_at = now()
    WHERE recording_id = ${recordingId} AND status = 'working'`);
}

export async function markTranscript(db: Db, recordingId: number, status: "waiting" | "failed", message: string | null): Promise<void> {
  await db.execute(sql`
    UPDATE recording_transcripts SET status = ${status}, message = ${message}, updated_at = now()
    WHERE recording_id = ${recordingId} AND status = 'working'`);
}

/** The comedian's corrected words; false when there is no made transcript to correct. */
export async function correctTranscript(db: Db, userId: number, recordingId: number, words: TranscriptWord[]): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE recording_transcripts SET words = ${JSON.stringify(words)}::jsonb, edited = true, updated_at = now()
    WHERE recording_id = ${recordingId} AND ${ownerCheck(sql.raw("user_id"), userId)} AND status = 'done'`);
  return (result.rowCount ?? 0) > 0;
}

/** A failed transcript (or a complete recording with none, made while transcripts were off) waits its turn again. */
export async function retryTranscript(db: Db, userId: number, recordingId: number): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO recording_transcripts (recording_id, user_id)
    SELECT r.id, r.user_id FROM recordings r
    WHERE r.id = ${recordingId} AND ${ownerCheck(sql.raw("r.user_id"), userId)} AND r.audio_status = 'complete' AND r.duration_ms IS NOT NULL
    ON CONFLICT (recording_id) DO UPDATE SET status = 'waiting', attempts = 0, message = NULL, updated_at = now()
    WHERE recording_transcripts.status = 'failed'`);
  return (result.rowCount ?? 0) > 0;
}
