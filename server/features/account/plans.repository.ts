import { eq, sql } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { users } from "@shared/schema/index";
import type { Db, DbExecutor } from "../../db/client";

/** The plan columns of users: written here only (billing, the free-tier job and admins ask the account feature). */

export interface PaidSubscription {
  subscriptionId: string;
  customerId: string;
  tier: Exclude<SubscriptionTier, "free">;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
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

export async function setStripeCustomer(db: DbExecutor, userId: number, customerId: string): Promise<void> {
  await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
}

/** Puts the comedian (by id, or by their Stripe customer) on the subscription's plan; the user's id, or undefined. */
export async function applySubscription(
  db: DbExecutor,
  who: { userId: number } | { customerId: string },
  sub: PaidSubscription,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({
      subscriptionTier: sub.tier,
      subscriptionExpiresAt: sub.periodEnd,
      subscriptionCancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      stripeSubscriptionId: sub.subscriptionId,
      stripeCustomerId: sub.customerId,
    })
    .where("userId" in who ? eq(users.id, who.userId) : eq(users.stripeCustomerId, who.customerId))
    .returning({ id: users.id });
  return row?.id;
}

/** The subscription ended: back to Free (a trigger gives the writing 30 days). A newer subscription is left alone. */
export async function endSubscription(db: DbExecutor, subscriptionId: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({
      subscriptionTier: "free",
      subscriptionExpiresAt: null,
      subscriptionCancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
    })
    .where(eq(users.stripeSubscriptionId, subscriptionId))
    .returning({ id: users.id });
  return row?.id;
}

/** Paid time that has run out goes back to Free (card plans get 3 days for Stripe's renewal to arrive). */
export async function returnExpiredPaidToFree(db: Db): Promise<number> {
  const result = await db.execute(sql`
    UPDATE users
       SET subscription_tier = 'free', subscription_expires_at = NULL,
           subscription_cancel_at_period_end = false, stripe_subscription_id = NULL
     WHERE subscription_tier <> 'free'
       AND subscription_expires_at IS NOT NULL
       AND subscription_expires_at < now() - CASE WHEN stripe_subscription_id IS NULL OR subscription_cancel_at_period_end
                                                  THEN interval '0' ELSE interval '3 days' END`);
  return result.rowCount ?? 0;
}
