import { sql, type SQL } from "drizzle-orm";
import type { JokeNoteCounts, ListFilter } from "@shared/joke-notes/list-page";
import type { SortOption } from "@shared/joke-notes/list-rules";
import { allStatusClasses, productionClasses, type StatusClass } from "@shared/joke-notes/stages";
import type { Db } from "../../db/client";
import { jokeNoteJson, PLACED_JOKE_NOTES } from "./joke-note-json.sql";
import type { PageKey } from "./page-cursor";
import { intArray } from "../../db/int-array";


/**
 * The Joke Lab status class of a note (shared/joke-notes/stages.ts statusClass, in SQL:
 * migration 0028), as its place keeps it (migration 0040): a column in the saved order walks
 * the owner's places in order (docs/decisions/044).
 */
const STATUS_CLASS = sql.raw(`p.status`);

const SEARCH_TEXT = sql.raw(`joke_note_search_text(setup, punchlines, notes)`);

/** LIKE's wildcards and escape taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(",")}}`}::text[]`;

/** Only these notes, or all but these (a print selection). */
export interface IdChoice {
  ids?: readonly number[];
  exceptIds?: readonly number[];
}

/** The owner's placed notes that match a search (case-insensitive, in setup, any punchline or notes), statuses and ids. */
function matching(userId: number, filter: ListFilter & IdChoice): SQL {
  const parts: SQL[] = [sql`joke_notes.user_id = ${userId}`];
  if (filter.ids) parts.push(sql`id = ANY(${intArray(filter.ids)})`);
  if (filter.exceptIds?.length) parts.push(sql`NOT (id = ANY(${intArray(filter.exceptIds)}))`);
  if (filter.q) parts.push(sql`${SEARCH_TEXT} ILIKE ${likePattern(filter.q)}`);
  if (filter.status && filter.status.length < allStatusClasses.length) {
    // One status (a Joke Lab column) as an equality.
    parts.push(
      filter.status.length === 1
        ? sql`${STATUS_CLASS} = ${filter.status[0]}`
        : sql`${STATUS_CLASS} = ANY(${textArray(filter.status)})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** Microseconds since the epoch, exactly, as a cursor carries a timestamp. */
const micros = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000000)::bigint::text`);
const fromMicros = (key: string) => sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`;
const SETUP_KEY = sql.raw(`left(setup, 200) COLLATE setup_order`);

/** Each sort: its order, the key a cursor keeps, and the rows after a cursor. Every order ends in the id. */
const SORTS: Record<SortOption, { order: SQL; key: SQL; after: (c: PageKey) => SQL }> = {
  newest: {
    order: sql`sort_order, id DESC`,
    key: sql`sort_order::text`,
    after: (c) => sql`sort_order >= ${c.key}::int AND (sort_order > ${c.key}::int OR id < ${c.id})`,
  },
  oldest: {
    order: sql`created_at, id`,
    key: micros("created_at"),
    after: (c) => sql`(created_at, id) > (${fromMicros(c.key)}, ${c.id})`,
  },
  updated: {
    order: sql`updated_at DESC, id DESC`,
    key: micros("updated_at"),
    after: (c) => sql`(updated_at, id) < (${fromMicros(c.key)}, ${c.id})`,
  },
  // Best performing (docs/decisions/021): the ratings' score, then times performed, then newest;
  // never-performed notes (score -1) last.
  best: {
    order: sql`performance_score DESC NULLS LAST, times_performed DESC NULLS LAST, created_at DESC NULLS LAST, id DESC NULLS LAST`,
    key: sql`performance_score::text || ':' || times_performed::text || ':' || ${micros("created_at")}`,
    after: (c) => {
      const [score, times, at] = c.key.split(":");
      return sql`(performance_score, times_performed, created_at, id) < (${score}::int, ${times}::int, ${fromMicros(at!)}, ${c.id})`;
    },
  },
  setup: {
    order: sql`${SETUP_KEY}, id`,
    key: sql`left(setup, 200)`,
    after: (c) => sql`(${SETUP_KEY}, id) > (${c.key} COLLATE setup_order, ${c.id})`,
  },
};

/**
 * Up to `limit` notes after `cursor` (from the start without one), each as JSON text with
 * its page key. Keyset paging: notes added or removed elsewhere never shift a page.
 */
export async function listPage(
  db: Db,
  userId: number,
  query: ListFilter & IdChoice & { sort: SortOption; cursor: PageKey | undefined; limit: number },
): Promise<{ json: string; key: string; id: number }[]> {
  const sort = SORTS[query.sort];
  const where = query.cursor ? sql`${matching(userId, query)} AND ${sort.after(query.cursor)}` : matching(userId, query);
  const result = await db.execute<{ json: string; key: string; id: number }>(sql`
    SELECT ${sql.raw(jokeNoteJson("p.sort_order"))}::text AS json, ${sort.key} AS key, id
    FROM ${sql.raw(PLACED_JOKE_NOTES)} WHERE ${where}
    ORDER BY ${sort.order}
    LIMIT ${query.limit}`);
  return result.rows;
}

type StatusCount = { status: string; n: number };

/** Notes matching a search per Joke Lab status, through the search index. */
async function searchedStatusCounts(db: Db, userId: number, q: string): Promise<StatusCount[]> {
  const result = await db.execute<StatusCount>(sql`
    SELECT ${STATUS_CLASS} AS status, count(*)::int AS n FROM ${sql.raw(PLACED_JOKE_NOTES)} WHERE ${matching(userId, { q })} GROUP BY 1`);
  return result.rows;
}

/** The owner's notes per Joke Lab status, as the triggers keep them (migration 0028): a few rows at any size. */
async function keptStatusCounts(db: Db, userId: number): Promise<StatusCount[]> {
  const result = await db.execute<StatusCount>(
    sql`SELECT status, n FROM joke_note_status_counts WHERE user_id = ${userId} AND n <> 0`,
  );
  return result.rows;
}

const productionStatuses: readonly string[] = productionClasses;

/** Totals for the dashboard, and per-status counts of the notes matching a search. */
export async function countNotes(db: Db, userId: number, q: string | undefined): Promise<JokeNoteCounts> {
  const all = await keptStatusCounts(db, userId);
  const searched = q ? await searchedStatusCounts(db, userId, q) : all;
  const byStatus = Object.fromEntries(allStatusClasses.map((s) => [s, 0])) as Record<StatusClass, number>;
  for (const { status, n } of searched) {
    const known = (allStatusClasses as string[]).includes(status) ? (status as StatusClass) : "none";
    byStatus[known] += n;
  }
  const sum = (rows: StatusCount[]) => rows.reduce((total, row) => total + row.n, 0);
  return { total: sum(all), onStool: sum(all.filter((row) => productionStatuses.includes(row.status))), byStatus };
}

/** The owner's list version (raised with every change to their notes), or null before the first. */
export async function listVersion(db: Db, userId: number): Promise<string | null> {
  const result = await db.execute<{ version: string }>(
    sql`SELECT version::text AS version FROM joke_note_list_versions WHERE user_id = ${userId}`,
  );
  return result.rows[0]?.version ?? null;
}
