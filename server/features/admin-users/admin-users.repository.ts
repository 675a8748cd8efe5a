import { and, eq, sql } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { userProfiles, users } from "@shared/schema/index";
import type { Db } from "../../db/client";

export type AdminUserRow = {
  id: number;
  email: string;
  is_admin: boolean;
  is_email_verified: boolean;
  subscription_tier: SubscriptionTier;
  error_notifications_enabled: boolean;
  phone_number: string | null;
  is_phone_verified: boolean;
  created_at: Date;
  days_since_joining: number;
  has_profile: boolean;
  profile_keywords: string[];
  ideas: number;
  on_hold: number;
  working_on: number;
  main: number;
  open_mic: number;
  my_stool: number;
  total: number;
};

/**
 * One page of users with their stats, in one statement: the page of accounts (newest first,
 * optionally matching an email fragment), their profiles, and their joke notes counted per
 * stage with aggregate filters. `total` counts every matching account, on every page.
 */
export async function listUsersWithStats(
  db: Db,
  { after, limit, search }: { after?: number; limit: number; search?: string },
): Promise<AdminUserRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await db.execute<AdminUserRow>(sql`
    WITH page AS (
      SELECT ${users.id} AS id, ${users.email} AS email, ${users.isAdmin} AS is_admin,
             ${users.isEmailVerified} AS is_email_verified, ${users.subscriptionTier} AS subscription_tier,
             ${users.errorNotificationsEnabled} AS error_notifications_enabled, ${users.phoneNumber} AS phone_number,
             ${users.isPhoneVerified} AS is_phone_verified, ${users.createdAt} AS created_at,
             (SELECT count(*) FROM ${users} WHERE ${pattern}::text IS NULL OR ${users.email} ILIKE ${pattern}::text)::int AS total
      FROM ${users}
      WHERE (${after ?? null}::int IS NULL OR ${users.id} < ${after ?? null}::int)
        AND (${pattern}::text IS NULL OR ${users.email} ILIKE ${pattern}::text)
      ORDER BY ${users.id} DESC
      LIMIT ${limit}
    ),
    -- Per Joke Lab status, as the triggers keep them (migration 0028): a few rows per comedian at any size.
    counts AS (
      SELECT c.user_id,
        sum(c.n) FILTER (WHERE c.status = 'idea')::int AS ideas,
        sum(c.n) FILTER (WHERE c.status = 'on_hold')::int AS on_hold,
        sum(c.n) FILTER (WHERE c.status = 'working_on')::int AS working_on,
        sum(c.n) FILTER (WHERE c.status = 'main')::int AS main,
        sum(c.n) FILTER (WHERE c.status = 'open_mic_material')::int AS open_mic,
        sum(c.n) FILTER (WHERE c.status = 'my_stool_material')::int AS my_stool
      FROM joke_note_status_counts c
      WHERE c.user_id IN (SELECT id FROM page)
      GROUP BY c.user_id
    )
    SELECT page.*,
      floor(extract(epoch FROM now() - page.created_at) / 86400)::int AS days_since_joining,
      (${userProfiles.id} IS NOT NULL) AS has_profile,
      coalesce(${userProfiles.keywords}, '{}'::text[]) AS profile_keywords,
      coalesce(counts.ideas, 0) AS ideas, coalesce(counts.on_hold, 0) AS on_hold,
      coalesce(counts.working_on, 0) AS working_on, coalesce(counts.main, 0) AS main,
      coalesce(counts.open_mic, 0) AS open_mic, coalesce(counts.my_stool, 0) AS my_stool
    FROM page
    LEFT JOIN ${userProfiles} ON ${userProfiles.userId} = page.id
    LEFT JOIN counts ON counts.user_id = page.id
    ORDER BY page.id DESC`);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

export async function countUsers(db: Db, search?: string): Promise<number> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`(${pattern}::text IS NULL OR ${users.email} ILIKE ${pattern}::text)`);
  return row?.count ?? 0;
}

export async function adminEmails(db: Db, { optedIn }: { optedIn: boolean }): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), optedIn ? eq(users.errorNotificationsEnabled, true) : undefined))
    .orderBy(users.id);
  return rows.map((r) => r.email);
}
