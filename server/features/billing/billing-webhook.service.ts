import { logger } from "../../logger";
import { invalid } from "../../domain/domain-error";
import type { PaymentEvent, PaymentInvoice, Payments, SubscriptionState } from "../../integrations/stripe/payments";
import type { Db } from "../../db/client";
import * as repo from "./billing.repository";
import { recordPaidCouponUse } from "./coupons.service";
import * as accountPlans from "../account/plans.service";

/** Statuses in which the comedian keeps the plan (past_due: Stripe is still retrying the card). */
const KEEPS_PLAN = new Set(["active", "trialing", "past_due"]);
const ENDED = new Set(["canceled", "unpaid", "incomplete_expired"]);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** The subscription an invoice belongs to (its place moved between Stripe API versions). */
function invoiceSubscriptionId(invoice: PaymentInvoice): string | undefined {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

const paid = (state: SubscriptionState): accountPlans.PaidSubscription | undefined =>
  state.plan
    ? {
        subscriptionId: state.id,
        customerId: state.customerId,
        tier: state.plan,
        periodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      }
    : undefined;

/**
 * Handles one signed Stripe event, once: the event id is recorded in the same transaction
 * as its change, so a replayed or retried event changes nothing. Answers whether it was new.
 */
export async function handleStripeWebhook(
  deps: { db: Db; payments?: Payments },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const payments = deps.payments;
  if (!payments) throw invalid("Payments are not configured.");
  if (!signature) throw invalid("Missing Stripe-Signature header.");
  let event: PaymentEvent;
  try {
    event = payments.parseEvent(rawBody, signature);
  } catch {
    throw invalid("The Stripe signature does not match.");
  }
  if (await repo.stripeEventSeen(deps.db, event.id)) return { received: true, duplicate: true };

  // Read what the event points at before the transaction: no outside call holds it open.
  const subscription = await subscriptionFor(payments, event);
  const isNew = await deps.db.transaction(async (tx) => {
    if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return false;
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        const userId = Number(session.client_reference_id);
        const state = subscription && paid(subscription);
        if (!Number.isInteger(userId) || !state) break;
        const applied = await accountPlans.applySubscription(tx, { userId }, state);
        const couponId = Number(session.metadata?.couponId);
        if (applied && Number.isInteger(couponId) && couponId > 0) await recordPaidCouponUse(tx, couponId, userId);
        break;
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "invoice.paid": {
        if (!subscription) break;
        const state = paid(subscription);
        if (ENDED.has(subscription.status)) await accountPlans.endSubscription(tx, subscription.id);
        else if (state && KEEPS_PLAN.has(subscription.status)) await accountPlans.applySubscription(tx, { customerId: subscription.customerId }, state);
        break;
      }
      case "customer.subscription.deleted":
        await accountPlans.endSubscription(tx, event.data.object.id);
        break;
      case "invoice.payment_failed":
        // The plan is kept while Stripe retries; the subscription's own updates say when it ends.
        logger.warn({ event: event.id, subscription: invoiceSubscriptionId(event.data.object) }, "stripe invoice payment failed");
        break;
      default:
        break;
    }
    return true;
  });
  return { received: true, duplicate: !isNew };
}

async function subscriptionFor(payments: Payments, event: PaymentEvent): Promise<SubscriptionState | undefined> {
  switch (event.type) {
    case "checkout.session.completed": {
      const id = idOf(event.data.object.subscription);
      return id ? payments.getSubscription(id) : undefined;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return payments.getSubscription(event.data.object.id);
    case "invoice.paid": {
      const id = invoiceSubscriptionId(event.data.object);
      return id ? payments.getSubscription(id) : undefined;
    }
    default:
      return undefined;
  }
}
