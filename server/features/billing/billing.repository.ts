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

/** Marks a webhook event handled; false when it was already (a replay or a retry). */
export async function recordStripeEvent(db: DbExecutor, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export async function stripeEventSeen(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return rows.length > 0;
}


