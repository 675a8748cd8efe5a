import type Stripe from "stripe";
import type { PaidPlan } from "@shared/billing/plans";

/** A signed billing event and the invoice inside some of them, as the provider sends them. */
export type PaymentEvent = Stripe.Event;
export type PaymentInvoice = Stripe.Invoice;

/** A discount Stripe should take off the first payment (a coupon that leaves a price above 0). */
export interface CheckoutDiscount {
  couponId: number;
  code: string;
  percentOff?: number;
  amountOffCents?: number;
}

export interface CheckoutRequest {
  userId: number;
  email: string;
  customerId: string | null;
  plan: PaidPlan;
  discount?: CheckoutDiscount;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the billing feature needs it. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: string;
  plan: PaidPlan | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Card payments (Stripe). Absent when no provider is configured: only free coupons change plans. */
export interface Payments {
  kind: "stripe";
  createCheckout: (request: CheckoutRequest) => Promise<{ url: string; customerId: string }>;
  cancelAtPeriodEnd: (subscriptionId: string) => Promise<SubscriptionState>;
  getSubscription: (subscriptionId: string) => Promise<SubscriptionState>;
  /** Checks the Stripe-Signature header against the raw body and answers the event; throws when it does not match. */
  parseEvent: (rawBody: Buffer, signature: string) => PaymentEvent;
}
