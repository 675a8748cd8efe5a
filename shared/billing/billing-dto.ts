import { z } from "zod";
import { subscriptionTiers } from "../account/subscription-tiers";

/** GET /api/billing */
export const billingInfoSchema = z.object({
  tier: z.enum(subscriptionTiers),
  /** Free tier: when the earliest of the comedian's writing expires (null when there is none). */
  dataExpirationDate: z.iso.datetime().nullable(),
  /** Paid tiers: when the plan renews, or ends if cancellation is pending or it came from a coupon. */
  nextBillingDate: z.iso.datetime().nullable(),
  /** A paid plan set to end at nextBillingDate rather than renew. */
  cancelAtPeriodEnd: z.boolean(),
  /** A card subscription that renews at nextBillingDate (false for coupon months). */
  renews: z.boolean(),
  /** Whether card payments can be taken (Stripe configured). */
  paymentsConfigured: z.boolean(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** POST /api/billing/checkout: go and pay, or the plan was applied at once (a coupon made it free). */
export const checkoutResultSchema = z.union([
  z.object({ url: z.string() }),
  z.object({
    applied: z.literal(true),
    tier: z.enum(subscriptionTiers),
    subscriptionExpiresAt: z.iso.datetime().nullable(),
    message: z.string(),
  }),
]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST /api/cancel-subscription: when the plan ends, in words. */
export const cancelSubscriptionResultSchema = z.object({ message: z.string() });

/** POST /api/billing/webhook: Stripe's event was taken (again, when `duplicate`). */
export const stripeWebhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
