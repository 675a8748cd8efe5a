import { sql } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Insights, RecentShow } from "@shared/insights/insights-dto";
import type { Db, DbExecutor } from "../../db/client";
import { ownerCheck } from "../../db/owner-check";

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const ymd = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** What one statement answers; the service adds the range and zone it was asked for. */
export type InsightsRow = Omit<Insights, "range" | "timeZone"> & {
  /** The first day the writing window holds, when the streak runs back to it (it may run on). */
  streakReachesWindow: boolean;
  /** The comedian's insights version (insights_versions, 0 without a row) this answer was read at. */
  version: number;
};

/** What a kept answer is checked against: the comedian's insights version and today in their zone. */
export interface InsightsStamp {
  version: number;
  today: string;
}

/**
 * The whole answer in one statement, every part filtered by the owner in SQL. `days`: the
 * range's length in days, today included (null: all). Days and weeks are the comedian's, in `tz`.
 *
 * - jokes: each joke rated in a show in the range, its ratings counted, its last 10 ratings, and
 *   the median over its recordings in the range of its laughs a minute in each (a bit done in
 *   two stretches of one set counts as one, its laughs over both).
 * - shows: each show in the range with its rated bits, the set list's target and the linked
 *   recording's laughs a minute.
 * - pipeline: today's counts per status (kept by triggers) less the changes made after each
 *   week's end (joke_note_status_changes, bucketed by week once); weeks that ended before this
 *   comedian's changes were kept give only the notes still here that were written by then.
 * - writing: joke notes, notes and thoughts written per day since the calendar's first Monday,
 *   and the run of days up to today (or yesterday).
 */
export async function readInsights(db: Db, userId: number, days: number | null, tz: string): Promise<InsightsRow> {
  const result = await insightsStatement(db).execute({ userId, days, tz });
  const row = result.rows[0];
  if (!row) throw new Error("insights read returned no row");
  return row.json;
}

interface InsightsStatement extends PreparedQueryConfig {
  execute: { rows: { json: InsightsRow }[] };
}

/**
 * The statement is prepared under a name once per database handle (as the session read is): each
 * connection parses and plans it once, not on every read.
 */
const prepared = new WeakMap<Db, PgPreparedQuery<InsightsStatement>>();

function insightsStatement(db: Db): PgPreparedQuery<InsightsStatement> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = db._.session.prepareQuery<InsightsStatement>(new PgDialect().sqlToQuery(insightsSql), undefined, "insights_read", false);
    prepared.set(db, statement);
  }
  return statement;
}

const userId = sql.placeholder("userId");
const days = sql.placeholder("days");
const tz = sql.placeholder("tz");

const insightsSql = sql`
    WITH bounds AS MATERIALIZED (
      SELECT today,
        CASE WHEN ${days}::int IS NULL THEN NULL ELSE ((today - (${days}::int - 1))::timestamp AT TIME ZONE ${tz}::text) END AS range_from,
        date_trunc('week', (today - 364)::timestamp)::date AS writing_from,
        (date_trunc('week', (today - 364)::timestamp) AT TIME ZONE ${tz}::text) AS writing_from_at,
        -- Each calendar day's first instant in the comedian's zone, up to tomorrow's: a row's day is
        -- found by a binary search (width_bucket) rather than a time-zone conversion per row.
        (SELECT array_agg((date_trunc('week', (today - 364)::timestamp) + k * interval '1 day') AT TIME ZONE ${tz}::text ORDER BY k)
          FROM generate_series(0, 372) AS k) AS day_edges,
        (date_trunc('week', today::timestamp) - interval '11 weeks') AS pipeline_from,
        -- The first instants of the pipeline's weeks after its first, and of next week: a change's
        -- week is found by a binary search, as a written row's day is.
        (SELECT array_agg((date_trunc('week', today::timestamp) - interval '11 weeks' + k * interval '1 week') AT TIME ZONE ${tz}::text ORDER BY k)
          FROM generate_series(1, 12) AS k) AS week_edges
      FROM (SELECT (now() AT TIME ZONE ${tz}::text)::date AS today) clock
    ),
    rated AS MATERIALIZED (
      SELECT r.joke_note_id, r.rating, r.performance_id, r.position, p.performed_at
      FROM bounds b, performances p JOIN performance_ratings r ON r.performance_id = p.id
      WHERE p.user_id = ${userId} AND (b.range_from IS NULL OR p.performed_at >= b.range_from)
    ),
    -- A show rates a joke at most once (the input refuses a second), so its ratings count its shows.
    -- Its trend: its ratings oldest first, of which the last 10 are sliced (as many as it has).
    joke_rows AS (
      SELECT joke_note_id,
        count(*)::int AS shows,
        count(*) FILTER (WHERE rating = 'killed')::int AS killed,
        count(*) FILTER (WHERE rating = 'good')::int AS good,
        count(*) FILTER (WHERE rating = 'ok')::int AS ok,
        count(*) FILTER (WHERE rating = 'bombed')::int AS bombed,
        max(performed_at) AS last_at,
        array_agg(rating ORDER BY performed_at, performance_id, position) AS oldest
      FROM rated GROUP BY joke_note_id
    ),
    joke_laughs AS (
      SELECT joke_note_id, round((percentile_cont(0.5) WITHIN GROUP (ORDER BY lpm))::numeric, 2)::float8 AS lpm
      FROM (
        SELECT rb.joke_note_id, sum(rb.laugh_count) / (sum(rb.end_ms - rb.start_ms) / 60000.0) AS lpm
        FROM bounds b, recordings rec JOIN recording_bits rb ON rb.recording_id = rec.id
        WHERE rec.user_id = ${userId} AND rec.finished_at IS NOT NULL AND (b.range_from IS NULL OR rec.started_at >= b.range_from)
        GROUP BY rb.joke_note_id, rb.recording_id
      ) per_recording
      GROUP BY joke_note_id
    ),
    jokes AS (
      SELECT coalesce(json_agg(json_build_object(
          'jokeNoteId', j.id, 'setup', j.setup, 'shows', x.shows,
          'ratings', json_build_object('killed', x.killed, 'good', x.good, 'ok', x.ok, 'bombed', x.bombed),
          'hitRate', (x.killed + x.good)::float8 / x.shows,
          'lastPerformedAt', ${iso("x.last_at")},
          'laughsPerMinute', l.lpm,
          'trend', to_json(x.oldest[greatest(1, x.shows - 9):])
        ) ORDER BY x.last_at DESC, j.id), '[]'::json) AS json
      FROM joke_rows x
      JOIN joke_notes j ON j.id = x.joke_note_id AND ${ownerCheck(sql.raw("j.user_id"), userId)}
      LEFT JOIN joke_laughs l ON l.joke_note_id = x.joke_note_id
    ),
    show_ratings AS (
      SELECT performance_id, count(*)::int AS rated, count(*) FILTER (WHERE rating IN ('killed', 'good'))::int AS hits
      FROM rated GROUP BY performance_id
    ),
    shows AS (
      SELECT coalesce(json_agg(json_build_object(
          'performanceId', p.id, 'performedAt', ${iso("p.performed_at")}, 'venue', p.venue, 'showName', p.show_name,
          'ratedBits', coalesce(r.rated, 0),
          'hitRate', CASE WHEN r.rated > 0 THEN r.hits::float8 / r.rated END,
          'durationSeconds', coalesce(p.duration_seconds, round(rec.duration_ms / 1000.0)::int),
          'targetSeconds', sl.target_minutes * 60,
          'laughsPerMinute', rec.laughs_per_minute
        ) ORDER BY p.performed_at, p.id), '[]'::json) AS json
      FROM bounds b, performances p
      LEFT JOIN show_ratings r ON r.performance_id = p.id
      LEFT JOIN set_lists sl ON sl.id = p.set_list_id AND sl.user_id = p.user_id
      LEFT JOIN recordings rec ON rec.performance_id = p.id AND rec.user_id = p.user_id AND rec.finished_at IS NOT NULL
      WHERE p.user_id = ${userId} AND (b.range_from IS NULL OR p.performed_at >= b.range_from)
    ),
    weeks AS MATERIALIZED (
      SELECT (b.pipeline_from + k * interval '1 week')::date AS week_start,
        least((b.pipeline_from + (k + 1) * interval '1 week') AT TIME ZONE ${tz}::text, now()) AS week_end
      FROM bounds b, generate_series(0, 11) AS k
    ),
    status_now AS (SELECT status, n FROM joke_note_status_counts WHERE user_id = ${userId}),
    weekly_moves AS (
      SELECT (b.pipeline_from + moved.k * interval '1 week')::date AS week_start, moved.status, moved.delta
      FROM bounds b, (
        SELECT width_bucket(c.changed_at, b.week_edges) AS k, m.status, sum(m.delta)::int AS delta
        FROM bounds b, joke_note_status_changes c
        CROSS JOIN LATERAL (VALUES (c.to_status, 1), (c.from_status, -1)) AS m(status, delta)
        WHERE c.user_id = ${userId} AND c.changed_at >= b.week_edges[1] AND m.status IS NOT NULL
        GROUP BY 1, 2
      ) moved
    ),
    statuses AS (SELECT status FROM status_now UNION SELECT status FROM weekly_moves),
    week_counts AS MATERIALIZED (
      SELECT w.week_start, s.status,
        coalesce(min(sn.n), 0) - coalesce(sum(m.delta), 0) AS n
      FROM weeks w
      CROSS JOIN statuses s
      LEFT JOIN status_now sn ON sn.status = s.status
      LEFT JOIN weekly_moves m ON m.status = s.status AND m.week_start > w.week_start
      GROUP BY w.week_start, s.status
    ),
    weekly_written AS MATERIALIZED (
      SELECT (b.pipeline_from + w.k * interval '1 week')::date AS week_start, w.n
      FROM bounds b, (
        SELECT width_bucket(j.created_at, b.week_edges) AS k, count(*)::int AS n
        FROM bounds b, joke_notes j
        WHERE j.user_id = ${userId} AND j.created_at >= b.week_edges[1]
        GROUP BY 1
      ) w
    ),
    pipeline AS (
      SELECT json_agg(json_build_object(
          'weekStart', ${ymd("w.week_start")},
          'counts', CASE WHEN known THEN coalesce((
              SELECT json_object_agg(c.status, c.n ORDER BY c.status) FROM week_counts c WHERE c.week_start = w.week_start AND c.n > 0
            ), '{}'::json) ELSE '{}'::json END,
          'statusesKnown', known,
          'notes', greatest(0, CASE WHEN known
            THEN coalesce((SELECT sum(c.n) FROM week_counts c WHERE c.week_start = w.week_start AND c.n > 0), 0)
            ELSE coalesce((SELECT sum(n) FROM status_now), 0) - coalesce((SELECT sum(ww.n) FROM weekly_written ww WHERE ww.week_start > w.week_start), 0)
          END)
        ) ORDER BY w.week_start) AS json
      FROM (
        SELECT w.*, (h.started_at IS NULL OR h.started_at <= w.week_end) AS known
        FROM weeks w LEFT JOIN joke_note_status_history_starts h ON h.user_id = ${userId}
      ) w
    ),
    written AS (
      SELECT width_bucket(j.created_at, b.day_edges) AS k, count(*) AS joke_notes, 0 AS notes, 0 AS thoughts
        FROM bounds b, joke_notes j WHERE j.user_id = ${userId} AND j.created_at >= b.writing_from_at GROUP BY 1
      UNION ALL
      SELECT width_bucket(n.created_at, b.day_edges), 0, count(*), 0
        FROM bounds b, notes n WHERE n.user_id = ${userId} AND n.created_at >= b.writing_from_at GROUP BY 1
      UNION ALL
      SELECT width_bucket(t.created_at, b.day_edges), 0, 0, count(*)
        FROM bounds b, thoughts t WHERE t.user_id = ${userId} AND t.created_at >= b.writing_from_at GROUP BY 1
    ),
    writing_days AS MATERIALIZED (
      SELECT b.writing_from + (w.k - 1) AS day, sum(w.joke_notes)::int AS joke_notes, sum(w.notes)::int AS notes, sum(w.thoughts)::int AS thoughts
      FROM bounds b, written w
      WHERE w.k BETWEEN 1 AND b.today - b.writing_from + 1
      GROUP BY b.writing_from, w.k
    ),
    islands AS MATERIALIZED (
      SELECT day, day + (row_number() OVER (ORDER BY day DESC))::int AS island FROM writing_days
    ),
    streak AS (
      SELECT count(*)::int AS days, min(i.day) AS first_day
      FROM islands i
      WHERE i.island = (SELECT island FROM bounds b, islands WHERE day >= b.today - 1 ORDER BY day DESC LIMIT 1)
    )
    SELECT json_build_object(
      'today', ${ymd("b.today")},
      'jokes', (SELECT json FROM jokes),
      'shows', (SELECT json FROM shows),
      'pipeline', (SELECT json FROM pipeline),
      'writing', coalesce((SELECT json_agg(json_build_object(
          'date', ${ymd("d.day")}, 'jokeNotes', d.joke_notes, 'notes', d.notes, 'thoughts', d.thoughts) ORDER BY d.day)
        FROM writing_days d), '[]'::json),
      'streakDays', s.days,
      'streakReachesWindow', s.days > 0 AND s.first_day <= b.writing_from,
      'version', coalesce((SELECT v.version FROM insights_versions v WHERE v.user_id = ${userId}), 0)
    ) AS json
    FROM bounds b, streak s`;

/** The comedian's insights version and today in their zone: one primary-key read. */
export async function readInsightsStamp(db: DbExecutor, userId: number, tz: string): Promise<InsightsStamp> {
  const result = await db.execute<{ version: string; today: string }>(sql`
    SELECT coalesce((SELECT version FROM insights_versions WHERE user_id = ${userId}), 0)::text AS version,
      to_char((now() AT TIME ZONE ${tz}::text)::date, 'YYYY-MM-DD') AS today`);
  const row = result.rows[0];
  if (!row) throw new Error("insights stamp read returned no row");
  return { version: Number(row.version), today: row.today };
}

/**
 * How many days in a row before `day` (YYYY-MM-DD, the comedian's) have something written: the
 * streak's part before the calendar. Walks back a day at a time, each day an index probe (joke
 * notes, then thoughts, then notes, stopping at the first found), so it costs the run's length.
 */
export async function countWritingRunBefore(db: DbExecutor, userId: number, day: string, tz: string): Promise<number> {
  const written = (d: string) => sql`(
    EXISTS (SELECT 1 FROM joke_notes WHERE user_id = ${userId} AND created_at >= (${sql.raw(d)}::timestamp AT TIME ZONE ${tz}::text)
      AND created_at < ((${sql.raw(d)} + 1)::timestamp AT TIME ZONE ${tz}::text))
    OR EXISTS (SELECT 1 FROM thoughts WHERE user_id = ${userId} AND created_at >= (${sql.raw(d)}::timestamp AT TIME ZONE ${tz}::text)
      AND created_at < ((${sql.raw(d)} + 1)::timestamp AT TIME ZONE ${tz}::text))
    OR EXISTS (SELECT 1 FROM notes WHERE user_id = ${userId} AND created_at >= (${sql.raw(d)}::timestamp AT TIME ZONE ${tz}::text)
      AND created_at < ((${sql.raw(d)} + 1)::timestamp AT TIME ZONE ${tz}::text)))`;
  const result = await db.execute<{ days: number }>(sql`
    WITH RECURSIVE run(day) AS (
      SELECT start.day FROM (SELECT ${day}::date - 1 AS day) start WHERE ${written("start.day")}
      UNION ALL
      SELECT run.day - 1 FROM run WHERE ${written("(run.day - 1)")}
    )
    SELECT count(*)::int AS days FROM run`);
  return result.rows[0]?.days ?? 0;
}

/** The comedian's last five shows, oldest first, each with its rated bits' hit rate and its recording's laughs a minute. */
export async function readRecentShows(db: DbExecutor, userId: number): Promise<RecentShow[]> {
  const result = await db.execute<RecentShow>(sql`
    SELECT p.id AS "performanceId", ${iso("p.performed_at")} AS "performedAt",
      CASE WHEN r.rated > 0 THEN r.hits::float8 / r.rated END AS "hitRate",
      rec.laughs_per_minute AS "laughsPerMinute"
    FROM (
      SELECT id, performed_at FROM performances WHERE user_id = ${userId} ORDER BY performed_at DESC, id DESC LIMIT 5
    ) p
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS rated, count(*) FILTER (WHERE rating IN ('killed', 'good'))::int AS hits
      FROM performance_ratings WHERE performance_id = p.id
    ) r
    LEFT JOIN recordings rec ON rec.performance_id = p.id AND rec.user_id = ${userId} AND rec.finished_at IS NOT NULL
    ORDER BY p.performed_at, p.id`);
  return result.rows;
}

export async function deleteStatusChangesBefore(db: DbExecutor, before: Date): Promise<number> {
  const result = await db.execute(sql`DELETE FROM joke_note_status_changes WHERE changed_at < ${before.toISOString()}::timestamptz`);
  return result.rowCount ?? 0;
}
