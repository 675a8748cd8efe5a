import { sql } from "drizzle-orm";
import type { MarkCorrection } from "@shared/recordings/mark-corrections";
import type { CandidateScores, CorrectedSet } from "@shared/recordings/meter-tuning";
import type { MarkKind, TimeSpan } from "@shared/recordings/recording-dto";
import type { DbExecutor } from "../../db/client";

/** The meter learns from at most this many corrected sets (the most recently corrected). */
export const EVIDENCE_SETS_MAX = 50;

/** Since when the owner's corrections count (the last reset to the default), as SQL. */
const learnFrom = (userId: number) =>
  sql`coalesce((SELECT s.learn_from FROM laugh_meter_settings s WHERE s.user_id = ${userId}), '-infinity'::timestamptz)`;

/** Keeps corrections to one of the owner's recordings (the caller has checked it is theirs, under its lock). */
export async function addCorrections(tx: DbExecutor, userId: number, recordingId: number, mark: MarkKind, corrections: readonly MarkCorrection[]): Promise<void> {
  if (corrections.length === 0) return;
  const rows = JSON.stringify(
    corrections.map((c) => ({ change: c.change, start_ms: c.startMs, end_ms: c.endMs, from_start_ms: c.fromStartMs ?? null, from_end_ms: c.fromEndMs ?? null })),
  );
  await tx.execute(sql`
    INSERT INTO laugh_meter_corrections (user_id, recording_id, mark, change, start_ms, end_ms, from_start_ms, from_end_ms)
    SELECT ${userId}, r.id, ${mark}, w.change, w.start_ms, w.end_ms, w.from_start_ms, w.from_end_ms
    FROM recordings r, json_to_recordset(${rows}::json) AS w(change text, start_ms int, end_ms int, from_start_ms int, from_end_ms int)
    WHERE r.id = ${recordingId} AND r.user_id = ${userId}`);
}

/**
 * The owner's sets corrected since the meter last went back to the default, that the detector
 * heard (their candidates kept), most recently corrected first: what the meter learns from.
 */
export async function correctedSets(db: DbExecutor, userId: number, limit = EVIDENCE_SETS_MAX): Promise<CorrectedSet[]> {
  const result = await db.execute<{ venue: string | null; candidates: CandidateScores[]; laughs: TimeSpan[]; applause: TimeSpan[] }>(sql`
    SELECT p.venue, r.candidates, r.laughs, r.applause
    FROM recordings r
    JOIN LATERAL (
      SELECT max(c.created_at) AS latest FROM laugh_meter_corrections c
      WHERE c.recording_id = r.id AND c.user_id = ${userId} AND c.created_at >= ${learnFrom(userId)}
    ) corrected ON corrected.latest IS NOT NULL
    LEFT JOIN performances p ON p.id = r.performance_id AND p.user_id = r.user_id
    WHERE r.user_id = ${userId} AND jsonb_array_length(r.candidates) > 0
    ORDER BY corrected.latest DESC, r.id DESC
    LIMIT ${limit}`);
  return result.rows;
}

/** How many corrections the owner has made in all (kept through resets). */
export async function correctionCount(db: DbExecutor, userId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM laugh_meter_corrections WHERE user_id = ${userId}`);
  return result.rows[0]?.n ?? 0;
}

/** The meter learns from now on: earlier corrections stay kept, but no longer count. */
export async function learnFromNow(db: DbExecutor, userId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO laugh_meter_settings (user_id, learn_from) VALUES (${userId}, clock_timestamp())
    ON CONFLICT (user_id) DO UPDATE SET learn_from = excluded.learn_from`);
}

/** The venue of the owner's recording's show, when it is a logged show's. */
export async function venueOf(db: DbExecutor, userId: number, recordingId: number): Promise<string | null> {
  const result = await db.execute<{ venue: string | null }>(sql`
    SELECT p.venue FROM recordings r JOIN performances p ON p.id = r.performance_id AND p.user_id = r.user_id
    WHERE r.id = ${recordingId} AND r.user_id = ${userId}`);
  return result.rows[0]?.venue ?? null;
}
