import { and, eq, sql } from "drizzle-orm";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { DevelopmentStage, StoolCategory } from "@shared/joke-notes/stages";
import { jokeNotes } from "@shared/schema/index";
import type { Db, DbExecutor } from "../../db/client";
import { JOKE_NOTE_JSON } from "./joke-note-json.sql";

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
}

/** One bound parameter holding a PostgreSQL int[] literal (drizzle would expand a JS array into a row). */
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

const owned = (userId: number, id: number) => and(eq(jokeNotes.userId, userId), eq(jokeNotes.id, id));

/** The place above every note of the owner's. */
const topOfList = (userId: number) =>
  sql`(SELECT COALESCE(MIN(${jokeNotes.sortOrder}), 0) - 1 FROM ${jokeNotes} WHERE ${jokeNotes.userId} = ${userId})`;

/** Inserts at the top of the owner's list, in one statement. */
export async function insertJokeNote(
  db: DbExecutor,
  userId: number,
  values: JokeNoteValues & { setup: string },
): Promise<JokeNote> {
  const [row] = await db
    .insert(jokeNotes)
    .values({ ...values, userId, sortOrder: topOfList(userId) })
    .returning(returningNote);
  const note = toNote(row);
  if (!note) throw new Error("joke note insert returned no row");
  return note;
}

/**
 * Inserts the note unless the owner already has one made with this key: then nothing is
 * written and that note is answered. A retry racing the first try waits for it to commit
 * (the unique index), and the read after (a new statement, so a fresh snapshot) finds it.
 */
export async function insertJokeNoteOnce(
  db: DbExecutor,
  userId: number,
  idempotencyKey: string,
  values: JokeNoteValues & { setup: string },
): Promise<{ note: JokeNote; created: boolean } | undefined> {
  const [row] = await db
    .insert(jokeNotes)
    .values({ ...values, userId, idempotencyKey, sortOrder: topOfList(userId) })
    .onConflictDoNothing({ target: [jokeNotes.userId, jokeNotes.idempotencyKey] })
    .returning(returningNote);
  const created = toNote(row);
  if (created) return { note: created, created: true };
  const [existing] = await db
    .select(returningNote)
    .from(jokeNotes)
    .where(and(eq(jokeNotes.userId, userId), eq(jokeNotes.idempotencyKey, idempotencyKey)));
  const note = toNote(existing);
  return note && { note, created: false };
}

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
  const promoted =
    values.onStool === true
      ? { sortOrder: sql`CASE WHEN ${jokeNotes.onStool} THEN ${jokeNotes.sortOrder} ELSE ${topOfList(userId)} END` }
      : {};
  const [row] = await db
    .update(jokeNotes)
    .set({ ...values, ...promoted, updatedAt: sql`now()` })
    .where(owned(userId, id))
    .returning(returningNote);
  return toNote(row);
}

export async function deleteJokeNote(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(jokeNotes).where(owned(userId, id)).returning({ id: jokeNotes.id });
  return deleted.length > 0;
}

/**
 * Puts the listed notes first, in the given order, and the owner's other notes after them in
 * their previous order. One statement (so atomic): it counts how many listed ids are the
 * owner's and updates only when all are. Returns false, having changed nothing, otherwise.
 */
export async function reorderJokeNotes(db: Db, userId: number, noteIds: number[]): Promise<boolean> {
  const result = await db.execute<{ owned: number }>(sql`
    WITH wanted AS (SELECT id, ord FROM unnest(${intArray(noteIds)}) WITH ORDINALITY AS w(id, ord)),
    owned AS (
      SELECT count(*)::int AS n FROM ${jokeNotes} n JOIN wanted w ON w.id = n.id WHERE n.user_id = ${userId}
    ),
    ranked AS (
      SELECT n.id, row_number() OVER (ORDER BY w.ord NULLS LAST, n.sort_order, n.id DESC)::int AS pos
      FROM ${jokeNotes} n LEFT JOIN wanted w ON w.id = n.id
      WHERE n.user_id = ${userId}
    ),
    moved AS (
      UPDATE ${jokeNotes} SET sort_order = ranked.pos
      FROM ranked, owned
      WHERE ${jokeNotes.id} = ranked.id AND ${jokeNotes.userId} = ${userId}
        AND owned.n = ${noteIds.length}
        AND ${jokeNotes.sortOrder} IS DISTINCT FROM ranked.pos
      RETURNING 1
    )
    SELECT n AS owned FROM owned`);
  return result.rows[0]?.owned === noteIds.length;
}
