import type { SubscriptionTier } from "../account/subscription-tiers";

/** GET /api/billing */
export interface BillingInfo {
  tier: SubscriptionTier;
  /** Free tier: when the earliest of the comedian's writing expires (null when there is none). */
  dataExpirationDate: string | null;
  /** Paid tiers: when the plan renews, or ends if cancellation is pending or it came from a coupon. */
  nextBillingDate: string | null;
  /** A paid plan set to end at nextBillingDate rather than renew. */
  cancelAtPeriodEnd: boolean;
  /** A card subscription that renews at nextBillingDate (false for coupon months). */
  renews: boolean;
  /** Whether card payments can be taken (Stripe configured). */
  paymentsConfigured: boolean;
}

/** POST /api/billing/checkout: go and pay, or the plan was applied at once (a coupon made it free). */
export type CheckoutResult =
  | { url: string }
  | { applied: true; tier: SubscriptionTier; subscriptionExpiresAt: string | null; message: string };
