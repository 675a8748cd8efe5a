import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * The tables holding a comedian's writing, children before parents. The database keeps the
 * same list in free_tier_expiring_tables (migration 0025: a new table joins it with
 * `SELECT expire_on_free_tier('table')`); a test checks the two agree.
 */
export const EXPIRING_TABLES = ["recordings", "performances", "set_lists", "thoughts", "joke_notes", "notes", "thought_categories"] as const;
export type ExpiringTable = (typeof EXPIRING_TABLES)[number];

/**
 * Deletes up to `batch` expired rows of one table, only of comedians on the free tier now.
 * A category still holding a live thought is kept (deleting it would delete the thought).
 */
export async function deleteExpiredBatch(db: Db, table: ExpiringTable, batch: number): Promise<number> {
  const keepCategoriesInUse =
    table === "thought_categories"
      ? sql`AND NOT EXISTS (SELECT 1 FROM thoughts th WHERE th.category_id = t.id AND (th.expires_at IS NULL OR th.expires_at > now()))`
      : sql``;
  const result = await db.execute(sql`
    DELETE FROM ${sql.identifier(table)} WHERE id IN (
      SELECT t.id FROM ${sql.identifier(table)} t
       WHERE t.expires_at <= now()
         AND t.user_id IN (SELECT id FROM users WHERE subscription_tier = 'free')
         ${keepCategoriesInUse}
       LIMIT ${batch}
    )`);
  return result.rowCount ?? 0;
}

export interface ExpiringOwner {
  userId: number;
  email: string;
  firstExpiry: Date;
  sent7: Date | null;
  sent1: Date | null;
}

/** Free-tier comedians whose first writing expires within `days` days, with when they were last reminded. */
export async function ownersExpiringWithin(db: Db, days: number): Promise<ExpiringOwner[]> {
  const { rows } = await db.execute<{ user_id: number; email: string; first_expiry: string; sent7: string | null; sent1: string | null }>(sql`
    WITH soon AS (
      SELECT user_id, min(expires_at) AS first_expiry FROM (
        SELECT user_id, expires_at FROM joke_notes WHERE expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
        UNION ALL SELECT user_id, expires_at FROM notes WHERE expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
        UNION ALL SELECT user_id, expires_at FROM thoughts WHERE expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
        UNION ALL SELECT user_id, expires_at FROM thought_categories WHERE expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
        UNION ALL SELECT user_id, expires_at FROM set_lists WHERE expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
        UNION ALL SELECT user_id, expires_at FROM performances WHERE expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
        UNION ALL SELECT user_id, expires_at FROM recordings WHERE expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
      ) rows GROUP BY user_id
    )
    SELECT s.user_id, u.email, s.first_expiry,
           (SELECT sent_at FROM data_expiry_reminders r WHERE r.user_id = s.user_id AND r.days_before = 7) AS sent7,
           (SELECT sent_at FROM data_expiry_reminders r WHERE r.user_id = s.user_id AND r.days_before = 1) AS sent1
      FROM soon s JOIN users u ON u.id = s.user_id
     WHERE u.subscription_tier = 'free'
     ORDER BY s.user_id`);
  const date = (v: string | Date | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    firstExpiry: new Date(r.first_expiry),
    sent7: date(r.sent7),
    sent1: date(r.sent1),
  }));
}

export async function recordReminder(db: Db, userId: number, daysBefore: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO data_expiry_reminders (user_id, days_before, sent_at) VALUES (${userId}, ${daysBefore}, now())
    ON CONFLICT (user_id, days_before) DO UPDATE SET sent_at = excluded.sent_at`);
}
