import { and, eq, sql } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { jokeNotes, userProfiles, users } from "@shared/schema/index";
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
    counts AS (
      SELECT ${jokeNotes.userId} AS user_id,
        count(*) FILTER (WHERE NOT ${jokeNotes.onStool} AND ${jokeNotes.stage} = 'idea')::int AS ideas,
        count(*) FILTER (WHERE NOT ${jokeNotes.onStool} AND ${jokeNotes.stage} = 'on_hold')::int AS on_hold,
        count(*) FILTER (WHERE NOT ${jokeNotes.onStool} AND ${jokeNotes.stage} = 'working_on')::int AS working_on,
        count(*) FILTER (WHERE ${jokeNotes.onStool} AND ${jokeNotes.stoolCategory} IS NULL)::int AS main,
        count(*) FILTER (WHERE ${jokeNotes.onStool} AND ${jokeNotes.stoolCategory} = 'open_mic')::int AS open_mic,
        count(*) FILTER (WHERE ${jokeNotes.onStool} AND ${jokeNotes.stoolCategory} = 'my_stool')::int AS my_stool
      FROM ${jokeNotes}
      WHERE ${jokeNotes.userId} IN (SELECT id FROM page)
      GROUP BY ${jokeNotes.userId}
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

export type PromoteResult = { id: number; email: string; wasAdmin: boolean } | undefined;

export async function makeAdminByEmail(db: Db, email: string): Promise<PromoteResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.email, email))
      .for("update")
      .limit(1);
    if (!found) return undefined;
    if (!found.isAdmin) await tx.update(users).set({ isAdmin: true }).where(eq(users.id, found.id));
    return { id: found.id, email: found.email, wasAdmin: found.isAdmin };
  });
}

export type DemoteResult = { status: "not-found" } | { status: "not-admin" | "last-admin" | "demoted"; email: string };

/**
 * Takes admin rights away, unless this is the last administrator. Every admin row is locked
 * first, so two admins demoting each other at once cannot leave the site with none.
 */
export async function removeAdmin(db: Db, id: number): Promise<DemoteResult> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
    const [target] = await tx.select({ email: users.email, isAdmin: users.isAdmin }).from(users).where(eq(users.id, id)).limit(1);
    if (!target) return { status: "not-found" };
    if (!target.isAdmin) return { status: "not-admin", email: target.email };
    if (admins.length <= 1) return { status: "last-admin", email: target.email };
    // Alerts go to administrators only; a later promotion starts with them off again.
    await tx.update(users).set({ isAdmin: false, errorNotificationsEnabled: false }).where(eq(users.id, id));
    return { status: "demoted", email: target.email };
  });
}

export async function updateSubscriptionTier(
  db: Db,
  id: number,
  tier: SubscriptionTier,
): Promise<{ id: number; email: string; subscriptionTier: SubscriptionTier } | undefined> {
  const [row] = await db
    .update(users)
    // Set by hand, the plan has no end date: a coupon month's end no longer applies.
    .set({ subscriptionTier: tier, subscriptionExpiresAt: null, subscriptionCancelAtPeriodEnd: false })
    .where(eq(users.id, id))
    .returning({ id: users.id, email: users.email, subscriptionTier: users.subscriptionTier });
  return row;
}

/** Sets an administrator's own alert preference; undefined when the id is not an admin's. */
export async function updateErrorNotifications(db: Db, id: number, enabled: boolean): Promise<boolean | undefined> {
  const [row] = await db
    .update(users)
    .set({ errorNotificationsEnabled: enabled })
    .where(and(eq(users.id, id), eq(users.isAdmin, true)))
    .returning({ enabled: users.errorNotificationsEnabled });
  return row?.enabled;
}

export async function adminEmails(db: Db, { optedIn }: { optedIn: boolean }): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), optedIn ? eq(users.errorNotificationsEnabled, true) : undefined))
    .orderBy(users.id);
  return rows.map((r) => r.email);
}
