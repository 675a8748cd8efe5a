import { and, eq, sql } from "drizzle-orm";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { DevelopmentStage, StoolCategory } from "@shared/joke-notes/stages";
import { jokeNotePlaces, jokeNotes } from "@shared/schema/index";
import type { Db, DbExecutor } from "../../db/client";
import { lockListOrder as lockOrder } from "../../db/list-order-lock";
import { JOKE_NOTE_JSON, jokeNoteJson } from "./joke-note-json.sql";
import { intArray } from "../../db/int-array";
import { ownerCheck } from "../../db/owner-check";

/** Answers the written row as the API's JokeNote, through the one mapping. */
const returningNote = { json: sql<string>`${sql.raw(JOKE_NOTE_JSON)}::text` };
const toNote = (row: { json: string } | undefined): JokeNote | undefined =>
  row ? (JSON.parse(row.json) as JokeNote) : undefined;

export interface JokeNoteValues {
  setup?: string;
  punchlines?: string[];
  notes?: string | null;
  inspiration?: string | null;
  stage?: DevelopmentStage;
  onStool?: boolean;
  stoolCategory?: StoolCategory | null;
  durationSeconds?: number | null;
}

/** The owner's note by its primary key (the owner checked on the row it finds: server/db/owner-check.ts). */
const owned = (userId: number, id: number) => and(eq(jokeNotes.id, id), ownerCheck(jokeNotes.userId, userId));

/** The place above every note of the owner's. */
const topOfList = (userId: number) =>
  sql`(SELECT COALESCE(MIN(${jokeNotePlaces.sortOrder}), 0) - 1 FROM ${jokeNotePlaces} WHERE ${jokeNotePlaces.userId} = ${userId})`;

/** Makes writes of the owner's joke note order take turns (see lockListOrder in db/list-order-lock). */
export async function lockListOrder(tx: DbExecutor, userId: number): Promise<void> {
  await lockOrder(tx, "jokeNotes", userId);
}

/** Within a transaction that holds the owner's list order (a savepoint when `db` is one already). */
const withListOrder = <T>(db: DbExecutor, userId: number, write: (tx: DbExecutor) => Promise<T>) =>
  db.transaction(async (tx) => {
    await lockListOrder(tx, userId);
    return write(tx);
  });

/** Inserts at the top of the owner's list (the place a trigger gives every new note: migration 0040). */
export async function insertJokeNote(
  db: DbExecutor,
  userId: number,
  values: JokeNoteValues & { setup: string },
): Promise<JokeNote> {
  const [row] = await withListOrder(db, userId, async (tx) => {
    const [inserted] = await tx.insert(jokeNotes).values({ ...values, userId }).returning({ id: jokeNotes.id });
    // The place is written by the insert's statement trigger: read the note once it has it.
    return inserted ? tx.select(returningNote).from(jokeNotes).where(owned(userId, inserted.id)) : [];
  });
  const note = toNote(row);
  if (!note) throw new Error("joke note insert returned no row");
  return note;
}

/** Whether an update writes the note's place (its status, or a promotion's new place): it then takes the list's turn. */
export const movesPlace = (values: Pick<JokeNoteValues, "onStool" | "stoolCategory"> & { stage?: unknown }) =>
  values.onStool !== undefined || values.stoolCategory !== undefined || values.stage !== undefined;

/**
 * Updates the fields given. A note put on the stool from off it (a promotion) also goes to
 * the top of the owner's list, where the board shows it; one already on the stool stays put.
 */
export async function updateJokeNote(
  db: DbExecutor,
  userId: number,
  id: number,
  values: JokeNoteValues,
): Promise<JokeNote | undefined> {
  const update = (tx: DbExecutor) =>
    tx
      .update(jokeNotes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(owned(userId, id))
      .returning(returningNote);
  // A promotion takes a place in the list order; the place moves first, so the answer carries it.
  const promote = async (tx: DbExecutor) => {
    await tx.execute(sql`
      UPDATE ${jokeNotePlaces} SET sort_order = ${topOfList(userId)}
      WHERE joke_note_id = ${id} AND user_id = ${userId}
        AND NOT (SELECT on_stool FROM ${jokeNotes} WHERE ${owned(userId, id)})`);
    return update(tx);
  };
  // A new status is written to the note's place too (migration 0040's trigger): like a
  // promotion, it takes its turn with the other writes of the list, so the two never wait on
  // each other's place, count and list-version rows in opposite orders (a deadlock).
  const [row] =
    values.onStool === true
      ? await withListOrder(db, userId, promote)
      : movesPlace(values)
        ? await withListOrder(db, userId, update)
        : await update(db);
  return toNote(row);
}

export async function deleteJokeNote(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(jokeNotes).where(owned(userId, id)).returning({ id: jokeNotes.id });
  return deleted.length > 0;
}

/**
 * Puts the listed notes first, in the given order, and the owner's other notes after them in
 * their previous order: one call of `reorder_joke_notes` (migrations 0042 and 0044), which takes the
 * owner's list lock, then gives the listed notes fresh places above the top one
 * (docs/decisions/044). Returns false, having changed nothing, unless every listed id is one
 * of the owner's notes.
 */
export async function reorderJokeNotes(db: Db, userId: number, noteIds: number[]): Promise<boolean> {
  const result = await db.execute<{ reordered: boolean }>(
    sql`SELECT reorder_joke_notes(${userId}, ${intArray(noteIds)}) AS reordered`,
  );
  return result.rows[0]?.reordered === true;
}

/** Where a moved note goes: right after one note, right before one, or first. */
export type MoveTarget = { afterId: number | null } | { beforeId: number };

/**
 * Places one note next to another in the saved order (first when `afterId` is null), in
 * one statement that rewrites only the notes between its old and new place: a drag touches
 * as many rows as it moves past, and a move to the top touches one. Returns undefined when
 * either note is not the owner's.
 */
export async function moveJokeNote(
  db: Db,
  userId: number,
  id: number,
  to: MoveTarget,
): Promise<{ note: JokeNote; previousSortOrder: number; shifted: boolean } | undefined> {
  const places = jokeNotePlaces;
  const top = sql`(SELECT COALESCE(MIN(sort_order), 1) - 1 FROM ${places} WHERE user_id = ${userId} AND joke_note_id <> ${id})`;
  const target =
    "beforeId" in to
      ? // Right before a note is right after the one above it (the moved note aside), or first.
        sql`SELECT p.after_key, CASE WHEN p.after_key IS NULL THEN ${top} END AS top FROM (
            SELECT (SELECT MAX(o.sort_order) FROM ${places} o
                    WHERE o.user_id = ${userId} AND o.joke_note_id <> ${id} AND o.sort_order < b.sort_order) AS after_key
            FROM ${places} b WHERE b.user_id = ${userId} AND b.joke_note_id = ${to.beforeId}) AS p`
      : to.afterId === null
        ? sql`SELECT NULL::int AS after_key, ${top} AS top`
        : sql`SELECT sort_order AS after_key, NULL::int AS top FROM ${places} WHERE user_id = ${userId} AND joke_note_id = ${to.afterId}`;
  const result = await withListOrder(db, userId, (tx) => tx.execute<{ previous: number; json: string; shifted: boolean }>(sql`
    WITH m AS (SELECT sort_order AS key FROM ${places} WHERE user_id = ${userId} AND joke_note_id = ${id}),
    a AS (${target}),
    -- Where the note lands: the top; the place of the note it goes after when moving down
    -- (the notes between move up one); or just below it when moving up (they move down one).
    plan AS (
      SELECT m.key AS old_key, a.after_key,
        CASE WHEN a.after_key IS NULL THEN a.top WHEN a.after_key >= m.key THEN a.after_key ELSE a.after_key + 1 END AS new_key
      FROM m, a WHERE a.after_key IS NOT NULL OR a.top IS NOT NULL
    ),
    moved AS (
      UPDATE ${places} AS n SET sort_order = CASE
          WHEN n.joke_note_id = ${id} THEN plan.new_key
          WHEN plan.new_key > plan.old_key THEN n.sort_order - 1
          ELSE n.sort_order + 1 END
      FROM plan
      WHERE n.user_id = ${userId} AND plan.new_key IS DISTINCT FROM plan.old_key AND (
        n.joke_note_id = ${id}
        OR (plan.after_key IS NOT NULL AND plan.new_key > plan.old_key AND n.sort_order > plan.old_key AND n.sort_order <= plan.new_key)
        OR (plan.after_key IS NOT NULL AND plan.new_key < plan.old_key AND n.sort_order >= plan.new_key AND n.sort_order < plan.old_key)
      )
      RETURNING 1
    )
    -- The note lands on new_key (its old place when it stays); the statement sees places as they were.
    SELECT plan.old_key AS previous, plan.after_key IS NOT NULL AS shifted,
      (SELECT ${sql.raw(jokeNoteJson("plan.new_key"))}::text FROM ${jokeNotes} WHERE ${owned(userId, id)}) AS json
    FROM plan`));
  const row = result.rows[0];
  return row ? { note: JSON.parse(row.json) as JokeNote, previousSortOrder: row.previous, shifted: row.shifted } : undefined;
}

export async function findJokeNote(db: DbExecutor, userId: number, id: number): Promise<JokeNote | undefined> {
  const [row] = await db.select(returningNote).from(jokeNotes).where(owned(userId, id));
  return toNote(row);
}

/** The owner's note, its row locked to the end of the transaction (a conditional write reads, then writes). */
export async function lockJokeNote(tx: DbExecutor, userId: number, id: number): Promise<JokeNote | undefined> {
  const [row] = await tx.select(returningNote).from(jokeNotes).where(owned(userId, id)).for("update");
  return toNote(row);
}
