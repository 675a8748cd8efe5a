import { and, eq } from "drizzle-orm";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { users } from "@shared/schema/index";
import type { Db } from "../../db/client";

/** Roles and the plan an admin sets by hand: written here only (the admin panel asks the account feature). */

export type PromoteResult = { id: number; email: string; wasAdmin: boolean } | undefined;
export type DemoteResult = { status: "not-found" } | { status: "not-admin" | "last-admin" | "demoted"; email: string };

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
