import { sql } from "drizzle-orm";
import { betaFeatureUsage, couponCodes, jokeNotes, notes, thoughtCategories, thoughts, users } from "@shared/schema/index";
import type { Db } from "../../db/client";

// A weekly report reads several features' tables in aggregate, read-only, in one statement
// each; it writes nothing, so it owns no table and reads them here rather than through five
// services with one-off counting functions.

export async function userCounts(db: Db, since: Date) {
  const { rows } = await db.execute<{ new_users: number; unverified: number; new_unverified: number }>(sql`
    SELECT count(*) FILTER (WHERE ${users.createdAt} >= ${since.toISOString()})::int AS new_users,
           count(*) FILTER (WHERE NOT ${users.isEmailVerified})::int AS unverified,
           count(*) FILTER (WHERE ${users.createdAt} >= ${since.toISOString()} AND NOT ${users.isEmailVerified})::int AS new_unverified
    FROM ${users}`);
  const row = rows[0];
  return { newThisWeek: row?.new_users ?? 0, unverifiedEmails: row?.unverified ?? 0, newUnverified: row?.new_unverified ?? 0 };
}

/** Active coupons with 5 or fewer uses left, or that stop being valid within `days`. */
export async function couponsRunningOut(db: Db, days: number) {
  const { rows } = await db.execute<{ code: string; uses_left: number | null; valid_until: string | null }>(sql`
    SELECT ${couponCodes.code} AS code,
           CASE WHEN ${couponCodes.maxUses} IS NULL THEN NULL
                ELSE greatest(${couponCodes.maxUses} - ${couponCodes.usedCount}, 0) END::int AS uses_left,
           ${couponCodes.validUntil} AS valid_until
    FROM ${couponCodes}
    WHERE ${couponCodes.isActive}
      AND (${couponCodes.validUntil} IS NULL OR ${couponCodes.validUntil} > now())
      AND ((${couponCodes.maxUses} IS NOT NULL AND ${couponCodes.maxUses} - ${couponCodes.usedCount} <= 5)
           OR ${couponCodes.validUntil} <= now() + make_interval(days => ${days}))
    ORDER BY ${couponCodes.code}
    LIMIT 50`);
  return rows.map((r) => ({
    code: r.code,
    usesLeft: r.uses_left,
    validUntil: r.valid_until ? new Date(r.valid_until).toISOString() : null,
  }));
}

/** Free-tier rows that expire within `days`, and how many people own them. */
export async function expiringData(db: Db, days: number) {
  const { rows } = await db.execute<{ users: number; items: number }>(sql`
    WITH expiring AS (
      SELECT ${jokeNotes.userId} AS user_id FROM ${jokeNotes}
        WHERE ${jokeNotes.expiresAt} BETWEEN now() AND now() + make_interval(days => ${days})
      UNION ALL SELECT ${notes.userId} FROM ${notes}
        WHERE ${notes.expiresAt} BETWEEN now() AND now() + make_interval(days => ${days})
      UNION ALL SELECT ${thoughts.userId} FROM ${thoughts}
        WHERE ${thoughts.expiresAt} BETWEEN now() AND now() + make_interval(days => ${days})
      UNION ALL SELECT ${thoughtCategories.userId} FROM ${thoughtCategories}
        WHERE ${thoughtCategories.expiresAt} BETWEEN now() AND now() + make_interval(days => ${days})
    )
    SELECT count(DISTINCT user_id)::int AS users, count(*)::int AS items FROM expiring`);
  return { users: rows[0]?.users ?? 0, items: rows[0]?.items ?? 0 };
}

export async function betaClicks(db: Db, since: Date) {
  const { rows } = await db.execute<{ feature_name: string; clicks: number; users: number }>(sql`
    SELECT ${betaFeatureUsage.featureName} AS feature_name, count(*)::int AS clicks,
           count(DISTINCT ${betaFeatureUsage.userId})::int AS users
    FROM ${betaFeatureUsage}
    WHERE ${betaFeatureUsage.clickedAt} >= ${since.toISOString()}
    GROUP BY ${betaFeatureUsage.featureName}
    ORDER BY clicks DESC, feature_name
    LIMIT 20`);
  return rows.map((r) => ({ featureName: r.feature_name, clicks: r.clicks, users: r.users }));
}
