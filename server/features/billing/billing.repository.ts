import { eq, sql } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { stripeEvents, users } from "@shared/schema/index";
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
       (SELECT min(expires_at) FROM thoughts WHERE user_id = ${userId}),
       (SELECT min(expires_at) FROM set_lists WHERE user_id = ${userId}),
       (SELECT min(expires_at) FROM performances WHERE user_id = ${userId})
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

export async function setStripeCustomer(db: DbExecutor, userId: number, customerId: string): Promise<void> {
  await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
}

/** Marks a webhook event handled; false when it was already (a replay or a retry). */
export async function recordStripeEvent(db: DbExecutor, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export async function stripeEventSeen(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return rows.length > 0;
}

export interface PaidSubscription {
  subscriptionId: string;
  customerId: string;
  tier: Exclude<SubscriptionTier, "free">;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
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
