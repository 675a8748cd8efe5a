import { sql, type SQL } from "drizzle-orm";
import type { JokeNoteCounts, ListFilter } from "@shared/joke-notes/list-page";
import type { SortOption } from "@shared/joke-notes/list-rules";
import { allStatusClasses, statusClass, type StatusClass } from "@shared/joke-notes/stages";
import type { Db } from "../../db/client";
import { JOKE_NOTE_JSON } from "./joke-note-json.sql";
import type { PageKey } from "./page-cursor";


/** The Joke Lab status class of a row (shared/joke-notes/stages.ts statusClass, in SQL). */
const STATUS_CLASS = sql.raw(`CASE WHEN on_stool THEN CASE stool_category
    WHEN 'open_mic' THEN 'open_mic_material' WHEN 'my_stool' THEN 'my_stool_material' ELSE 'main' END
  ELSE stage END`);

const SEARCH_TEXT = sql.raw(`joke_note_search_text(setup, punchlines, notes)`);

/** LIKE's wildcards and escape taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(",")}}`}::text[]`;

/** The owner's rows that match a search (case-insensitive, in setup, any punchline or notes) and statuses. */
function matching(userId: number, filter: ListFilter): SQL {
  const parts: SQL[] = [sql`user_id = ${userId}`];
  if (filter.q) parts.push(sql`${SEARCH_TEXT} ILIKE ${likePattern(filter.q)}`);
  if (filter.status && filter.status.length < allStatusClasses.length) {
    parts.push(sql`${STATUS_CLASS} = ANY(${textArray(filter.status)})`);
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
  query: ListFilter & { sort: SortOption; cursor: PageKey | undefined; limit: number },
): Promise<{ json: string; key: string; id: number }[]> {
  const sort = SORTS[query.sort];
  const where = query.cursor ? sql`${matching(userId, query)} AND ${sort.after(query.cursor)}` : matching(userId, query);
  const result = await db.execute<{ json: string; key: string; id: number }>(sql`
    SELECT ${sql.raw(JOKE_NOTE_JSON)}::text AS json, ${sort.key} AS key, id
    FROM joke_notes WHERE ${where}
    ORDER BY ${sort.order}
    LIMIT ${query.limit}`);
  return result.rows;
}

type StatusGroup = {
  on_stool: boolean;
  stool_category: string | null;
  stage: string;
  n: number;
};

/** Notes per stored status columns, read from the status index alone. */
async function statusGroups(db: Db, where: SQL): Promise<StatusGroup[]> {
  const result = await db.execute<StatusGroup>(sql`
    SELECT on_stool, stool_category, stage, count(*)::int AS n FROM joke_notes WHERE ${where} GROUP BY 1, 2, 3`);
  return result.rows;
}

/** Totals for the dashboard, and per-status counts of the notes matching a search. */
export async function countNotes(db: Db, userId: number, q: string | undefined): Promise<JokeNoteCounts> {
  const all = await statusGroups(db, matching(userId, {}));
  const searched = q ? await statusGroups(db, matching(userId, { q })) : all;
  const byStatus = Object.fromEntries(allStatusClasses.map((s) => [s, 0])) as Record<StatusClass, number>;
  for (const group of searched) {
    const status = statusClass({ onStool: group.on_stool, stage: group.stage, stoolCategory: group.stool_category });
    byStatus[status] += group.n;
  }
  const sum = (groups: StatusGroup[]) => groups.reduce((total, group) => total + group.n, 0);
  return { total: sum(all), onStool: sum(all.filter((g) => g.on_stool)), byStatus };
}

/** The owner's list version (raised with every change to their notes), or null before the first. */
export async function listVersion(db: Db, userId: number): Promise<string | null> {
  const result = await db.execute<{ version: string }>(
    sql`SELECT version::text AS version FROM joke_note_list_versions WHERE user_id = ${userId}`,
  );
  return result.rows[0]?.version ?? null;
}
