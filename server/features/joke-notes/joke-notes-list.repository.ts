import { sql, type SQL } from "drizzle-orm";
import type { JokeNoteCounts, ListFilter } from "@shared/joke-notes/list-page";
import type { SortOption } from "@shared/joke-notes/list-rules";
import { allStatusClasses, productionClasses, type StatusClass } from "@shared/joke-notes/stages";
import type { Db } from "../../db/client";
import { jokeNoteJson, placedJokeNotes } from "./joke-note-json.sql";
import type { PageKey } from "./page-cursor";
import { intArray } from "../../db/int-array";
import { ownerCheck } from "../../db/owner-check";


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

/** The filters of a read that do not name the owner: ids, statuses and (unless `search` is false) the search. */
function filters(filter: ListFilter & IdChoice, search = true): SQL[] {
  const parts: SQL[] = [];
  if (filter.ids) parts.push(sql`joke_notes.id = ANY(${intArray(filter.ids)})`);
  if (filter.exceptIds?.length) parts.push(sql`NOT (joke_notes.id = ANY(${intArray(filter.exceptIds)}))`);
  if (search && filter.q) parts.push(sql`${SEARCH_TEXT} ILIKE ${likePattern(filter.q)}`);
  if (filter.status && filter.status.length < allStatusClasses.length) {
    // One status (a Joke Lab column) as an equality.
    parts.push(
      filter.status.length === 1
        ? sql`${STATUS_CLASS} = ${filter.status[0]}`
        : sql`${STATUS_CLASS} = ANY(${textArray(filter.status)})`,
    );
  }
  return parts;
}

const all = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

/** Microseconds since the epoch, exactly, as a cursor carries a timestamp. */
const micros = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000000)::bigint::text`);
const fromMicros = (key: string) => sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`;
const SETUP_KEY = sql.raw(`left(setup, 200) COLLATE setup_order`);

/**
 * Each sort: the table that leads it (its order is that table's index for the owner), its order,
 * the key a cursor keeps, and the rows after a cursor. Every order ends in a unique key: the
 * saved order's place is unique per owner (docs/decisions/038), the others end in the id.
 */
const SORTS: Record<SortOption, { lead: "places" | "notes"; order: SQL; key: SQL; after: (c: PageKey) => SQL }> = {
  newest: {
    lead: "places",
    order: sql`p.sort_order`,
    key: sql`p.sort_order::text`,
    after: (c) => sql`p.sort_order > ${c.key}::int`,
  },
  oldest: {
    lead: "notes",
    order: sql`created_at, joke_notes.id`,
    key: micros("created_at"),
    after: (c) => sql`(created_at, joke_notes.id) > (${fromMicros(c.key)}, ${c.id})`,
  },
  updated: {
    lead: "notes",
    order: sql`updated_at DESC, joke_notes.id DESC`,
    key: micros("updated_at"),
    after: (c) => sql`(updated_at, joke_notes.id) < (${fromMicros(c.key)}, ${c.id})`,
  },
  // Best performing (docs/decisions/021): the ratings' score, then times performed, then newest;
  // never-performed notes (score -1) last.
  best: {
    lead: "notes",
    order: sql`performance_score DESC NULLS LAST, times_performed DESC NULLS LAST, created_at DESC NULLS LAST, joke_notes.id DESC NULLS LAST`,
    key: sql`performance_score::text || ':' || times_performed::text || ':' || ${micros("created_at")}`,
    after: (c) => {
      const [score, times, at] = c.key.split(":");
      return sql`(performance_score, times_performed, created_at, joke_notes.id) < (${score}::int, ${times}::int, ${fromMicros(at!)}, ${c.id})`;
    },
  },
  setup: {
    lead: "notes",
    order: sql`${SETUP_KEY}, joke_notes.id`,
    key: sql`left(setup, 200)`,
    after: (c) => sql`(${SETUP_KEY}, joke_notes.id) > (${c.key} COLLATE setup_order, ${c.id})`,
  },
};

type PageQuery = ListFilter & IdChoice & { sort: SortOption; cursor: PageKey | undefined; limit: number };
type PageRow = { json: string; key: string; id: number };

const selectPage = (sort: (typeof SORTS)[SortOption]) =>
  sql`SELECT ${sql.raw(jokeNoteJson("p.sort_order"))}::text AS json, ${sort.key} AS key, joke_notes.id AS id`;

/**
 * The page in the sort's own order, its leading table walked through the owner's index (at
 * most `walk` of its rows when given: a search's first try), the other reached by primary key.
 */
function walkedPage(userId: number, query: PageQuery, walk?: number): SQL {
  const sort = SORTS[query.sort];
  const lead = placedJokeNotes(sort.lead, String(Math.trunc(userId)));
  const cursor = query.cursor ? [sort.after(query.cursor)] : [];
  if (walk === undefined) {
    return sql`${selectPage(sort)}
      FROM ${sql.raw(lead.from)} WHERE ${sql.raw(lead.owned)} AND ${all([...cursor, ...filters(query)])}
      ORDER BY ${sort.order} LIMIT ${query.limit}`;
  }
  // The first `walk` rows of the leading table in order (a LIMIT keeps the search's filter out
  // of the walk), then the search among them.
  const leading =
    sort.lead === "places"
      ? sql`(SELECT * FROM joke_note_places p WHERE p.user_id = ${userId} AND ${all(cursor)} ORDER BY ${sort.order} LIMIT ${walk}) p
          JOIN joke_notes ON joke_notes.id = p.joke_note_id AND ${ownerCheck(sql.raw("joke_notes.user_id"), userId)}`
      : sql`(SELECT * FROM joke_notes WHERE joke_notes.user_id = ${userId} AND ${all(cursor)} ORDER BY ${sort.order} LIMIT ${walk}) joke_notes
          JOIN joke_note_places p ON p.joke_note_id = joke_notes.id`;
  return sql`${selectPage(sort)} FROM ${leading} WHERE ${all(filters(query))} ORDER BY ${sort.order} LIMIT ${query.limit}`;
}

/**
 * Every note matching the search, found through the search index (which is built on the owner
 * check's expression, so nothing else can answer it), then sorted: a rare word's few notes.
 */
function searchedPage(userId: number, query: PageQuery & { q: string }): SQL {
  const sort = SORTS[query.sort];
  const cursor = query.cursor ? [sort.after(query.cursor)] : [];
  return sql`${selectPage(sort)}
    FROM joke_notes JOIN joke_note_places p ON p.joke_note_id = joke_notes.id
    WHERE ${ownerCheck(sql.raw("joke_notes.user_id"), userId)} AND ${SEARCH_TEXT} ILIKE ${likePattern(query.q)}
      AND ${all([...cursor, ...filters(query, false)])}
    ORDER BY ${sort.order} LIMIT ${query.limit}`;
}

/** Notes a search walks in the list's order before it asks the search index instead. */
export const SEARCH_WALK = 1_000;

/**
 * Up to `limit` notes after `cursor` (from the start without one), each as JSON text with
 * its page key. Keyset paging: notes added or removed elsewhere never shift a page. No plan
 * here depends on how many notes the statistics believe the owner has (docs/decisions/048): a
 * search first walks the first SEARCH_WALK notes in the sort's order, which fills the page for
 * a common word, and otherwise asks the search index, which finds a rare word's few notes.
 */
export async function listPage(db: Db, userId: number, query: PageQuery): Promise<PageRow[]> {
  if (!query.q) return (await db.execute<PageRow>(walkedPage(userId, query))).rows;
  const walked = await db.execute<PageRow>(walkedPage(userId, query, SEARCH_WALK));
  if (walked.rows.length >= query.limit) return walked.rows;
  return (await db.execute<PageRow>(searchedPage(userId, { ...query, q: query.q }))).rows;
}

type StatusCount = { status: string; n: number };

/** Notes matching a search per Joke Lab status, through the search index. */
async function searchedStatusCounts(db: Db, userId: number, q: string): Promise<StatusCount[]> {
  const result = await db.execute<StatusCount>(sql`
    SELECT ${STATUS_CLASS} AS status, count(*)::int AS n
    FROM joke_notes JOIN joke_note_places p ON p.joke_note_id = joke_notes.id
    WHERE ${ownerCheck(sql.raw("joke_notes.user_id"), userId)} AND ${SEARCH_TEXT} ILIKE ${likePattern(q)}
    GROUP BY 1`);
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
