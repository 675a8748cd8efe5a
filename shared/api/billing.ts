import { billingInfoSchema, cancelSubscriptionResultSchema, checkoutResultSchema, stripeWebhookResultSchema } from "../billing/billing-dto";
import { checkoutSchema } from "../billing/coupon-input";
import { expiryResultSchema } from "../billing/free-tier-expiry-dto";
import { defineRoute, defineRouteGroup, raw } from "./route";

export const billingApi = defineRouteGroup({
  tag: "Billing",
  description: "The comedian's plan: what it is, starting a paid one (by card or a coupon), cancelling, and Stripe's events.",
  routes: {
    get: defineRoute({
      method: "GET",
      path: "/api/billing",
      summary: "The comedian's plan, when it renews or ends, and when free-tier writing expires",
      access: "user",
      responses: { 200: billingInfoSchema },
    }),
    checkout: defineRoute({
      method: "POST",
      path: "/api/billing/checkout",
      summary: "Start a paid plan: the card payment page's address, or the plan at once when a coupon makes it free",
      description: "409 while a card plan is running or the plan is already this one; 503 when card payments are not set up and the coupon does not cover the price; 502 when the payment provider fails.",
      access: "user",
      body: checkoutSchema,
      responses: { 200: checkoutResultSchema },
    }),
    cancel: defineRoute({
      method: "POST",
      path: "/api/cancel-subscription",
      summary: "Stop a paid plan from renewing: it lasts until the time already paid for ends",
      access: "user",
      responses: { 200: cancelSubscriptionResultSchema },
    }),
    stripeWebhook: defineRoute({
      method: "POST",
      path: "/api/billing/webhook",
      summary: "Stripe's events (checkout completed, subscription changed, invoice paid or failed), each applied once",
      description: "400 when payments are not configured or the signature is missing or wrong.",
      access: "webhook",
      signedBy: "stripe",
      body: raw("application/json", "The Stripe event, as Stripe signed its bytes"),
      responses: { 200: stripeWebhookResultSchema },
    }),
    runFreeTierExpiry: defineRoute({
      method: "POST",
      path: "/api/admin/jobs/expire-free-data/run",
      summary: "Run the daily free-tier expiry now (plans back to Free, expired writing deleted, reminders sent)",
      description: "409 while the job is running on another instance.",
      access: "admin",
      responses: { 200: expiryResultSchema },
    }),
  },
});
