import { sql } from "drizzle-orm";
import { bigint, index, integer, json, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Sessions for connect-pg-simple (its expected column names). */
export const userSessions = pgTable(
  "user_sessions",
  {
    sid: varchar().primaryKey(),
    sess: json().notNull(),
    expire: timestamp({ precision: 6 }).notNull(),
    /** The signed-in user, read from the session by PostgreSQL, so "end all sessions" and the session's user load use an index. */
    userId: integer().generatedAlwaysAs(
      sql`CASE WHEN (sess -> 'passport' ->> 'user') ~ '^[0-9]{1,9}$' THEN (sess -> 'passport' ->> 'user')::integer END`,
    ),
  },
  (t) => [index("user_sessions_expire_idx").on(t.expire), index("user_sessions_user_id_idx").on(t.userId)],
);

/** Counters for rate-limiter-flexible's PostgreSQL store (its expected column names). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});

/**
 * One row per scheduled job: the last schedule tick an instance claimed (so with several app
 * instances each tick runs once) and how the last run went.
 */
export const jobRuns = pgTable("job_runs", {
  name: text().primaryKey(),
  lastTick: timestamp({ withTimezone: true }),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  lastResult: jsonb(),
  lastError: text(),
});
