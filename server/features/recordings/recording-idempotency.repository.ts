import { sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client";

/**
 * Takes the key for this create: true when no create of the owner's has carried it. A retry
 * racing the first try waits on the primary key until that one commits (then finds it taken)
 * or rolls back (then takes it).
 */
export async function claimKey(tx: DbExecutor, userId: number, key: string, requestHash: string): Promise<boolean> {
  const result = await tx.execute(sql`
    INSERT INTO recording_idempotency_keys (user_id, key, request_hash) VALUES (${userId}, ${key}, ${requestHash})
    ON CONFLICT DO NOTHING RETURNING key`);
  return result.rows.length > 0;
}

export async function recordRecording(tx: DbExecutor, userId: number, key: string, recordingId: number): Promise<void> {
  await tx.execute(sql`UPDATE recording_idempotency_keys SET recording_id = ${recordingId} WHERE user_id = ${userId} AND key = ${key}`);
}

/** The recording the key's create made (null once deleted), and the hash of that create. */
export async function useOfKey(tx: DbExecutor, userId: number, key: string): Promise<{ recordingId: number | null; requestHash: string | null }> {
  const result = await tx.execute<{ recordingId: number | null; requestHash: string }>(sql`
    SELECT recording_id AS "recordingId", request_hash AS "requestHash" FROM recording_idempotency_keys WHERE user_id = ${userId} AND key = ${key}`);
  const row = result.rows[0];
  return { recordingId: row?.recordingId ?? null, requestHash: row?.requestHash ?? null };
}

/** Forgets keys made before `before`; answers how many. */
export async function purgeKeysBefore(db: Db, before: Date): Promise<number> {
  const result = await db.execute(sql`DELETE FROM recording_idempotency_keys WHERE created_at < ${before.toISOString()}::timestamptz RETURNING key`);
  return result.rows.length;
}
