import { sql } from "drizzle-orm";
import type { JokePerformance, Performance } from "@shared/performances/performance-dto";
import type { PerformanceInput } from "@shared/performances/performance-input";
import type { DbExecutor } from "../../db/client";
import { ownerCheck, ownerCheckSql } from "../../db/owner-check";

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A performance row `p` as the API's Performance, its ratings in order (only the owner's jokes). */
const PERFORMANCE_JSON = sql.raw(`json_build_object(
  'id', p.id, 'performedAt', ${iso("p.performed_at")}, 'venue', p.venue, 'showName', p.show_name,
  'setListId', p.set_list_id, 'durationSeconds', p.duration_seconds, 'notes', p.notes,
  'recordingId', (SELECT rec.id FROM recordings rec WHERE rec.performance_id = p.id AND rec.user_id = p.user_id),
  'ratings', coalesce((
    SELECT json_agg(json_build_object('jokeNoteId', r.joke_note_id, 'setup', j.setup, 'rating', r.rating, 'notes', r.notes)
      ORDER BY r.position, r.id)
    FROM performance_ratings r JOIN joke_notes j ON j.id = r.joke_note_id AND ${ownerCheckSql("j.user_id", "p.user_id")}
    WHERE r.performance_id = p.id), '[]'::json))`);

export async function listPerformances(db: DbExecutor, userId: number, limit?: number): Promise<Performance[]> {
  const result = await db.execute<{ json: Performance }>(
    sql`SELECT ${PERFORMANCE_JSON} AS json FROM performances p WHERE p.user_id = ${userId}
      ORDER BY p.performed_at DESC, p.id DESC ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`,
  );
  return result.rows.map((row) => row.json);
}

export async function findPerformance(db: DbExecutor, userId: number, id: number): Promise<Performance | undefined> {
  const result = await db.execute<{ json: Performance }>(
    sql`SELECT ${PERFORMANCE_JSON} AS json FROM performances p WHERE p.user_id = ${userId} AND p.id = ${id}`,
  );
  return result.rows[0]?.json;
}

/** False when the set list is not the owner's. */
export async function ownsSetList(db: DbExecutor, userId: number, setListId: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM set_lists WHERE id = ${setListId} AND user_id = ${userId}`);
  return result.rows.length > 0;
}

type Fields = Omit<PerformanceInput, "ratings" | "recordingId">;

export async function insertPerformance(db: DbExecutor, userId: number, f: Fields): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO performances (user_id, performed_at, venue, show_name, set_list_id, duration_seconds, notes)
    VALUES (${userId}, ${f.performedAt}, ${f.venue}, ${f.showName}, ${f.setListId}, ${f.durationSeconds}, ${f.notes})
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("performance insert returned no row");
  return id;
}

export async function updatePerformance(db: DbExecutor, userId: number, id: number, f: Fields): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE performances SET performed_at = ${f.performedAt}, venue = ${f.venue}, show_name = ${f.showName},
      set_list_id = ${f.setListId}, duration_seconds = ${f.durationSeconds}, notes = ${f.notes}, updated_at = now()
    WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return result.rows.length > 0;
}

/**
 * Holds the owner's jokes a show rated (when `performanceId` names one) and will rate, in id
 * order, for the rest of the transaction. Taken before the show's first write, so a joke
 * deleted meanwhile either waits for the whole save or is gone before it reads: the deletion
 * never holds a rating the save removes, a score its triggers refresh or the owner's insights
 * version the show's own write raised, while the save waits for the joke (no deadlock).
 */
export async function holdRatedJokes(
  db: DbExecutor,
  userId: number,
  performanceId: number | null,
  ratings: PerformanceInput["ratings"],
): Promise<void> {
  const ids = JSON.stringify(ratings.map((r) => ({ joke_note_id: r.jokeNoteId })));
  await db.execute(sql`
    SELECT 1 FROM joke_notes WHERE ${ownerCheck(sql.raw("user_id"), userId)} AND id IN (
      SELECT joke_note_id FROM performance_ratings WHERE performance_id = ${performanceId ?? 0}
      UNION SELECT joke_note_id FROM json_to_recordset(${ids}::json) AS w(joke_note_id int)
    ) ORDER BY id FOR KEY SHARE`);
}

/**
 * Replaces the performance's ratings with these, in order, in one statement: only when every
 * rated joke is the owner's; returns how many of them are. In a transaction that holds the
 * jokes first (holdRatedJokes).
 */
export async function replaceRatings(
  db: DbExecutor,
  userId: number,
  performanceId: number,
  ratings: PerformanceInput["ratings"],
): Promise<number> {
  const payload = JSON.stringify(ratings.map((r, i) => ({ joke_note_id: r.jokeNoteId, rating: r.rating, notes: r.notes, position: i + 1 })));
  const result = await db.execute<{ owned: number }>(sql`
    WITH wanted AS (
      SELECT * FROM json_to_recordset(${payload}::json) AS w(joke_note_id int, rating text, notes text, position int)
    ),
    owned AS (SELECT count(*)::int AS n FROM joke_notes j JOIN wanted w ON w.joke_note_id = j.id WHERE ${ownerCheck(sql.raw("j.user_id"), userId)}),
    go AS (SELECT 1 FROM owned WHERE owned.n = ${ratings.length}),
    removed AS (DELETE FROM performance_ratings WHERE performance_id = ${performanceId} AND EXISTS (SELECT 1 FROM go) RETURNING 1),
    added AS (
      INSERT INTO performance_ratings (performance_id, joke_note_id, position, rating, notes)
      SELECT ${performanceId}, w.joke_note_id, w.position, w.rating, w.notes FROM wanted w WHERE EXISTS (SELECT 1 FROM go)
      RETURNING 1
    )
    SELECT n AS owned FROM owned`);
  return result.rows[0]?.owned ?? 0;
}

export async function deletePerformance(db: DbExecutor, userId: number, id: number): Promise<boolean> {
  const result = await db.execute(sql`DELETE FROM performances WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return result.rows.length > 0;
}

/** The joke's ratings across the owner's performances, newest first; undefined when the joke is not theirs. */
export async function jokeHistory(db: DbExecutor, userId: number, jokeNoteId: number): Promise<JokePerformance[] | undefined> {
  const owner = await db.execute(sql`SELECT 1 FROM joke_notes WHERE id = ${jokeNoteId} AND ${ownerCheck(sql.raw("user_id"), userId)}`);
  if (owner.rows.length === 0) return undefined;
  const result = await db.execute<{ json: JokePerformance }>(sql`
    SELECT json_build_object('performanceId', p.id, 'performedAt', ${sql.raw(iso("p.performed_at"))}, 'venue', p.venue,
      'showName', p.show_name, 'rating', r.rating, 'notes', r.notes) AS json
    FROM performance_ratings r JOIN performances p ON p.id = r.performance_id
    WHERE r.joke_note_id = ${jokeNoteId} AND p.user_id = ${userId}
    ORDER BY p.performed_at DESC, p.id DESC`);
  return result.rows.map((row) => row.json);
}
