import Stripe from "stripe";
import { paidPlans, type PaidPlan } from "@shared/billing/plans";
import type { CheckoutRequest, Payments, SubscriptionState } from "./payments";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceIds: Record<PaidPlan, string>;
  /** Another Stripe-compatible server (tests use a local one), e.g. http://127.0.0.1:12111. */
  apiBaseUrl?: string;
}

function clientOptions(apiBaseUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (!apiBaseUrl) return options;
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...options, host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

/** Stripe Checkout for subscriptions, cancellation at period end, and signed webhook events. */
export function stripePayments(settings: StripeSettings): Payments {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBaseUrl));

  const planOfPrice = (priceId: string | undefined): PaidPlan | null =>
    paidPlans.find((plan) => settings.priceIds[plan] === priceId) ?? null;

  const toState = (subscription: Stripe.Subscription): SubscriptionState => {
    const item = subscription.items.data[0];
    const periodEnd = item?.current_period_end;
    const customer = subscription.customer;
    const metadataPlan = subscription.metadata.plan;
    return {
      id: subscription.id,
      customerId: typeof customer === "string" ? customer : customer.id,
      status: subscription.status,
      plan: planOfPrice(item?.price.id) ?? (paidPlans.includes(metadataPlan as PaidPlan) ? (metadataPlan as PaidPlan) : null),
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  };

  return {
    kind: "stripe",
    async createCheckout(request: CheckoutRequest) {
      const customerId =
        request.customerId ??
        (await stripe.customers.create({ email: request.email, metadata: { userId: String(request.userId) } })).id;
      let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
      if (request.discount) {
        const coupon = await stripe.coupons.create({
          name: request.discount.code,
          duration: "once",
          max_redemptions: 1,
          ...(request.discount.percentOff !== undefined
            ? { percent_off: request.discount.percentOff }
            : { amount_off: request.discount.amountOffCents ?? 0, currency: "usd" }),
        });
        discounts = [{ coupon: coupon.id }];
      }
      const metadata: Record<string, string> = { userId: String(request.userId), plan: request.plan };
      if (request.discount) metadata.couponId = String(request.discount.couponId);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        client_reference_id: String(request.userId),
        line_items: [{ price: settings.priceIds[request.plan], quantity: 1 }],
        metadata,
        subscription_data: { metadata: { userId: String(request.userId), plan: request.plan } },
        ...(discounts ? { discounts } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe answered a checkout session without a url");
      return { url: session.url, customerId };
    },
    async cancelAtPeriodEnd(subscriptionId: string) {
      return toState(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    },
    async getSubscription(subscriptionId: string) {
      return toState(await stripe.subscriptions.retrieve(subscriptionId));
    },
    parseEvent(rawBody: Buffer, signature: string) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}
