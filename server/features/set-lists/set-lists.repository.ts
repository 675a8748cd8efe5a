import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { jokeNotes, setListItems, setLists } from "@shared/schema/index";
import type { Db, DbExecutor } from "../../db/client";
import { intArray } from "../../db/int-array";
import { ownerCheck } from "../../db/owner-check";

export interface SetListRow {
  id: number;
  name: string;
  targetMinutes: number;
  updatedAt: Date;
}

export interface SetListBitRow {
  setListId: number;
  jokeNoteId: number;
  setup: string;
  punchlines: string[];
  durationSeconds: number | null;
}

const setColumns = {
  id: setLists.id,
  name: setLists.name,
  targetMinutes: setLists.targetMinutes,
  updatedAt: setLists.updatedAt,
};

const owned = (userId: number, id: number) => and(eq(setLists.userId, userId), eq(setLists.id, id));

/** The owner's sets, the most recently changed first. */
export const listSetLists = (db: Db, userId: number): Promise<SetListRow[]> =>
  db.select(setColumns).from(setLists).where(eq(setLists.userId, userId)).orderBy(desc(setLists.updatedAt), desc(setLists.id));

export async function findSetList(db: DbExecutor, userId: number, id: number): Promise<SetListRow | undefined> {
  const [row] = await db.select(setColumns).from(setLists).where(owned(userId, id));
  return row;
}

/** The bits of the given sets in running order; both the set and the joke must be the owner's. */
export function listBits(db: DbExecutor, userId: number, setListIds: number[]): Promise<SetListBitRow[]> {
  if (setListIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      setListId: setListItems.setListId,
      jokeNoteId: setListItems.jokeNoteId,
      setup: jokeNotes.setup,
      punchlines: jokeNotes.punchlines,
      durationSeconds: jokeNotes.durationSeconds,
    })
    .from(setListItems)
    .innerJoin(setLists, eq(setLists.id, setListItems.setListId))
    .innerJoin(jokeNotes, eq(jokeNotes.id, setListItems.jokeNoteId))
    .where(and(inArray(setListItems.setListId, setListIds), eq(setLists.userId, userId), ownerCheck(jokeNotes.userId, userId)))
    .orderBy(asc(setListItems.setListId), asc(setListItems.position), asc(setListItems.id));
}

export async function insertSetList(
  db: DbExecutor,
  userId: number,
  values: { name: string; targetMinutes: number },
): Promise<number> {
  const [row] = await db.insert(setLists).values({ ...values, userId }).returning({ id: setLists.id });
  if (!row) throw new Error("set list insert returned no row");
  return row.id;
}

export async function updateSetList(
  db: Db,
  userId: number,
  id: number,
  values: { name?: string; targetMinutes?: number },
): Promise<boolean> {
  const rows = await db
    .update(setLists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(owned(userId, id))
    .returning({ id: setLists.id });
  return rows.length > 0;
}

export async function deleteSetList(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(setLists).where(owned(userId, id)).returning({ id: setLists.id });
  return rows.length > 0;
}

export type ReplaceItemsResult = "replaced" | "no-set" | "not-owned";

/**
 * Holds the owner's listed jokes, in id order, to the end of the transaction, so a joke
 * deleted meanwhile waits for the write or is gone before it reads. A new set takes them
 * before its own row is written (that write raises the owner's insights version, which a
 * deletion also raises: holding the jokes first keeps the two from waiting on each other).
 */
export async function holdJokes(db: DbExecutor, userId: number, jokeNoteIds: number[]): Promise<void> {
  if (jokeNoteIds.length === 0) return;
  await db.execute(sql`SELECT 1 FROM ${jokeNotes} WHERE id = ANY(${intArray(jokeNoteIds)}) AND ${ownerCheck(jokeNotes.userId, userId)}
    ORDER BY id FOR KEY SHARE`);
}

/**
 * Replaces the set's bits with `jokeNoteIds`, in that order: it deletes the old items and
 * inserts the new ones only when the set is the owner's and every listed joke is too;
 * otherwise nothing changes. Two replaces of one set take turns: the set's row is locked
 * first, so the second reads the bits the first left and the set ends with exactly one of the
 * orders sent (one statement alone would see the items as they were when it began, leave the
 * other's in place and add its own beside them).
 */
export async function replaceItems(
  db: DbExecutor,
  userId: number,
  setListId: number,
  jokeNoteIds: number[],
): Promise<ReplaceItemsResult> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${setLists} WHERE id = ${setListId} AND user_id = ${userId} FOR NO KEY UPDATE`);
    // The listed jokes are held (in id order) before any old bit is removed: a joke deleted
    // meanwhile then either waits for this replace or is gone before it reads, never holding a
    // bit this replace removes while it waits for the joke (a deadlock).
    await holdJokes(tx, userId, jokeNoteIds);
    return tx.execute<{ has_set: boolean; owned: number }>(sql`
    WITH wanted AS (SELECT id, ord FROM unnest(${intArray(jokeNoteIds)}) WITH ORDINALITY AS w(id, ord)),
    target AS (SELECT id FROM ${setLists} WHERE id = ${setListId} AND user_id = ${userId}),
    owned AS (
      SELECT count(*)::int AS n FROM ${jokeNotes} j JOIN wanted w ON w.id = j.id WHERE ${ownerCheck(sql.raw("j.user_id"), userId)}
    ),
    go AS (SELECT target.id FROM target, owned WHERE owned.n = ${jokeNoteIds.length}),
    removed AS (
      DELETE FROM ${setListItems} WHERE set_list_id IN (SELECT id FROM go) RETURNING 1
    ),
    added AS (
      INSERT INTO ${setListItems} (set_list_id, joke_note_id, position)
      SELECT go.id, w.id, w.ord FROM go, wanted w RETURNING 1
    ),
    touched AS (UPDATE ${setLists} SET updated_at = now() WHERE id IN (SELECT id FROM go) RETURNING 1)
    SELECT EXISTS (SELECT 1 FROM target) AS has_set, (SELECT n FROM owned) AS owned`);
  });
  const row = result.rows[0];
  if (!row?.has_set) return "no-set";
  return row.owned === jokeNoteIds.length ? "replaced" : "not-owned";
}
