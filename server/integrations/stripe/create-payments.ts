import type { Env } from "../../config/env";
import type { Payments } from "./payments";
import { stripePayments } from "./stripe-payments";

type PaymentsEnv = Pick<
  Env,
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_PRICE_BASIC" | "STRIPE_PRICE_PREMIUM" | "STRIPE_API_BASE_URL"
>;

/** Stripe when it is configured; otherwise none (only a coupon that makes the price 0 changes a plan). */
export function createPayments(env: PaymentsEnv): Payments | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PRICE_BASIC || !env.STRIPE_PRICE_PREMIUM) return undefined;
  return stripePayments({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    priceIds: { basic: env.STRIPE_PRICE_BASIC, premium: env.STRIPE_PRICE_PREMIUM },
    apiBaseUrl: env.STRIPE_API_BASE_URL,
  });
}
