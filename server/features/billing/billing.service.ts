import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import type { BillingInfo, CheckoutResult } from "@shared/billing/billing-dto";
import type { CheckoutInput } from "@shared/billing/coupon-input";
import { discountedPriceCents } from "@shared/billing/coupon-price";
import { planFor } from "@shared/billing/plans";
import type { Db } from "../../db/client";
import { logger } from "../../logger";
import { conflict, invalid, unauthenticated, unavailable, upstreamFailed } from "../../domain/domain-error";
import type { CheckoutDiscount, Payments } from "../../integrations/stripe/payments";
import * as repo from "./billing.repository";
import { redeemCoupon, usableCoupon } from "./coupons.service";
import * as accountPlans from "../account/plans.service";

export interface BillingDeps {
  db: Db;
  /** Card payments; absent when no provider is configured. */
  payments?: Payments;
  appUrl: string;
}

export const PAYMENTS_NOT_CONFIGURED =
  "Card payments are not set up on this site yet, so a paid plan needs a coupon that makes it free. Ask an administrator for one.";

const planName = (tier: SubscriptionTier) => planFor(tier).name;

export async function getBilling(deps: BillingDeps, userId: number): Promise<BillingInfo> {
  const plan = await repo.readPlan(deps.db, userId);
  if (!plan) throw unauthenticated("Please sign in to continue.");
  const free = plan.tier === "free";
  return {
    tier: plan.tier,
    dataExpirationDate: free ? ((await repo.firstDataExpiry(deps.db, userId))?.toISOString() ?? null) : null,
    nextBillingDate: free ? null : (plan.subscriptionExpiresAt?.toISOString() ?? null),
    cancelAtPeriodEnd: !free && plan.cancelAtPeriodEnd,
    renews: !free && plan.stripeSubscriptionId !== null && !plan.cancelAtPeriodEnd,
    paymentsConfigured: deps.payments !== undefined,
  };
}

/**
 * Starts a paid plan. A coupon that makes the price 0 applies the plan at once, for one
 * month, in the same transaction that uses the coupon. Anything else goes to the payment
 * provider's checkout, or is refused when there is none.
 */
export async function checkout(deps: BillingDeps, userId: number, input: CheckoutInput): Promise<CheckoutResult> {
  const plan = await repo.readPlan(deps.db, userId);
  if (!plan) throw unauthenticated("Please sign in to continue.");
  if (plan.stripeSubscriptionId && plan.tier !== "free" && !plan.cancelAtPeriodEnd) {
    throw conflict(
      `Your ${planName(plan.tier)} plan is paid by card. Cancel it under Account management before choosing another plan.`,
    );
  }
  const price = planFor(input.plan).priceCents;
  const coupon = input.couponCode ? await usableCoupon(deps.db, userId, input.couponCode) : undefined;
  const finalPrice = coupon ? discountedPriceCents(price, coupon) : price;

  if (coupon && finalPrice === 0) {
    const code = coupon.code;
    const expiresAt = await deps.db.transaction(async (tx) => {
      await redeemCoupon(tx, userId, code);
      return accountPlans.grantPaidMonths(tx, userId, input.plan, 1);
    });
    return {
      applied: true,
      tier: input.plan,
      subscriptionExpiresAt: expiresAt.toISOString(),
      message: `Coupon ${code} applied: you are on ${planName(input.plan)} until ${expiresAt.toDateString()}.`,
    };
  }

  if (!deps.payments) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  if (plan.tier === input.plan && !plan.cancelAtPeriodEnd) throw conflict(`You are already on the ${planName(input.plan)} plan.`);
  const discount: CheckoutDiscount | undefined = coupon
    ? {
        couponId: coupon.id,
        code: coupon.code,
        ...(coupon.discountType === "percentage"
          ? { percentOff: coupon.discountValue ?? 0 }
          : { amountOffCents: coupon.discountValue ?? 0 }),
      }
    : undefined;
  const { url, customerId } = await upstream(() => deps.payments!.createCheckout({
    userId,
    email: plan.email,
    customerId: plan.stripeCustomerId,
    plan: input.plan,
    discount,
    successUrl: `${deps.appUrl}/billing?checkout=success`,
    cancelUrl: `${deps.appUrl}/billing?checkout=cancelled`,
  }));
  if (customerId !== plan.stripeCustomerId) await accountPlans.setStripeCustomer(deps.db, userId, customerId);
  return { url };
}

/** Stops a paid plan from renewing: it lasts until the end of the time already paid for. */
export async function cancelSubscription(deps: BillingDeps, userId: number): Promise<{ message: string }> {
  const plan = await repo.readPlan(deps.db, userId);
  if (!plan) throw unauthenticated("Please sign in to continue.");
  if (plan.tier === "free") throw invalid("You are on the Free plan, so there is nothing to cancel.");
  if (plan.cancelAtPeriodEnd) return { message: endsMessage(plan.tier, plan.subscriptionExpiresAt) };
  if (plan.stripeSubscriptionId) {
    if (!deps.payments) throw unavailable("Card payments are not set up on this site, so the subscription cannot be reached.");
    const subscriptionId = plan.stripeSubscriptionId;
    const payments = deps.payments;
    const subscription = await upstream(() => payments.cancelAtPeriodEnd(subscriptionId));
    await accountPlans.recordSubscriptionEnd(deps.db, userId, subscription.currentPeriodEnd);
  } else {
    await accountPlans.setCancelAtPeriodEnd(deps.db, userId, true);
  }
  const after = await repo.readPlan(deps.db, userId);
  return { message: endsMessage(plan.tier, after?.subscriptionExpiresAt ?? null) };
}

function endsMessage(tier: SubscriptionTier, endsAt: Date | null): string {
  return endsAt
    ? `Your ${planName(tier)} plan will end on ${endsAt.toDateString()}. Your writing is kept; on the Free plan it expires 30 days later unless you upgrade again.`
    : `Your ${planName(tier)} plan will end.`;
}

/** A payment provider failure is the provider's, said plainly (502), never a bare 500. */
async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.error({ err: error }, "payment provider call failed");
    throw upstreamFailed("The payment provider could not be reached. Nothing was charged; please try again in a moment.");
  }
}
