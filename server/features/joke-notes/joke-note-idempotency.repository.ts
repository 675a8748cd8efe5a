import { and, eq, lt, sql } from "drizzle-orm";
import { jokeNoteIdempotencyKeys } from "@shared/schema/index";
import type { Db, DbExecutor } from "../../db/client";

const ownKey = (userId: number, key: string) =>
  and(eq(jokeNoteIdempotencyKeys.userId, userId), eq(jokeNoteIdempotencyKeys.key, key));

/**
 * Takes the key for this create: true when no create of the owner's has carried it. A retry
 * racing the first try waits on the primary key until that one commits (then finds it taken)
 * or rolls back (then takes it).
 */
export async function claimKey(tx: DbExecutor, userId: number, key: string, requestHash: string): Promise<boolean> {
  const rows = await tx
    .insert(jokeNoteIdempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: jokeNoteIdempotencyKeys.key });
  return rows.length > 0;
}

export async function recordNote(tx: DbExecutor, userId: number, key: string, jokeNoteId: number): Promise<void> {
  await tx.update(jokeNoteIdempotencyKeys).set({ jokeNoteId }).where(ownKey(userId, key));
}

/** The note the key's create made (null once that note is deleted), and the hash of that create. */
export async function useOfKey(tx: DbExecutor, userId: number, key: string): Promise<{ jokeNoteId: number | null; requestHash: string | null }> {
  const [row] = await tx
    .select({ jokeNoteId: jokeNoteIdempotencyKeys.jokeNoteId, requestHash: jokeNoteIdempotencyKeys.requestHash })
    .from(jokeNoteIdempotencyKeys)
    .where(ownKey(userId, key));
  return { jokeNoteId: row?.jokeNoteId ?? null, requestHash: row?.requestHash ?? null };
}

/** Forgets keys made before `before`; answers how many. */
export async function purgeKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jokeNoteIdempotencyKeys)
    .where(lt(jokeNoteIdempotencyKeys.createdAt, sql`${before.toISOString()}::timestamptz`))
    .returning({ key: jokeNoteIdempotencyKeys.key });
  return rows.length;
}
