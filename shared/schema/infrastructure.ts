import { bigint, index, integer, json, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Sessions for connect-pg-simple (its expected column names). */
export const userSessions = pgTable(
  "user_sessions",
  {
    sid: varchar().primaryKey(),
    sess: json().notNull(),
    expire: timestamp({ precision: 6 }).notNull(),
  },
  (t) => [index("user_sessions_expire_idx").on(t.expire)],
);

/** Counters for rate-limiter-flexible's PostgreSQL store (its expected column names). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});
