import { eq, sql } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { users } from "@shared/schema/index";
import type { DbExecutor } from "../../db/client";

export interface PlanState {
  email: string;
  tier: SubscriptionTier;
  subscriptionExpiresAt: Date | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

const planColumns = {
  email: users.email,
  tier: users.subscriptionTier,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
  cancelAtPeriodEnd: users.subscriptionCancelAtPeriodEnd,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
};

export async function readPlan(db: DbExecutor, userId: number): Promise<PlanState | undefined> {
  const [row] = await db.select(planColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** When the earliest of the comedian's writing expires (free tier), or null. */
export async function firstDataExpiry(db: DbExecutor, userId: number): Promise<Date | null> {
  const { rows } = await db.execute<{ first: string | null }>(sql`SELECT least(
       (SELECT min(expires_at) FROM joke_notes WHERE user_id = ${userId}),
       (SELECT min(expires_at) FROM notes WHERE user_id = ${userId}),
       (SELECT min(expires_at) FROM thought_categories WHERE user_id = ${userId}),
       (SELECT min(expires_at) FROM thoughts WHERE user_id = ${userId})
     ) AS first`);
  const first = rows[0]?.first;
  return first ? new Date(first) : null;
}

/**
 * Puts the comedian on a paid plan until `months` months from now, or from the end of the
 * time they already have on this plan. The tier change clears data expiry (a trigger).
 */
export async function grantPaidMonths(
  db: DbExecutor,
  userId: number,
  tier: Exclude<SubscriptionTier, "free">,
  months: number,
): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({
      subscriptionExpiresAt: sql`CASE WHEN ${users.subscriptionTier} = ${tier}
        THEN greatest(coalesce(${users.subscriptionExpiresAt}, now()), now()) ELSE now() END + make_interval(months => ${months})`,
      subscriptionTier: tier,
      subscriptionCancelAtPeriodEnd: false,
    })
    .where(eq(users.id, userId))
    .returning({ expiresAt: users.subscriptionExpiresAt });
  if (!row?.expiresAt) throw new Error("plan update returned no row");
  return row.expiresAt;
}

export async function setCancelAtPeriodEnd(db: DbExecutor, userId: number, cancel: boolean): Promise<void> {
  await db.update(users).set({ subscriptionCancelAtPeriodEnd: cancel }).where(eq(users.id, userId));
}

/** The plan stops renewing and ends at `endsAt` (from the payment provider, when it knows). */
export async function recordSubscriptionEnd(db: DbExecutor, userId: number, endsAt: Date | null): Promise<void> {
  await db
    .update(users)
    .set({
      subscriptionCancelAtPeriodEnd: true,
      ...(endsAt ? { subscriptionExpiresAt: endsAt } : {}),
    })
    .where(eq(users.id, userId));
}
