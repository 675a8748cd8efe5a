import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import type supertest from "supertest";
import type { BillingInfo } from "@shared/billing/billing-dto";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { stripePayments } from "../../integrations/stripe/stripe-payments";
import { aJokeNote, signedInAdmin, signedInAgent, type TestUser } from "../../test/factories";
import { startStripePeer } from "../../test/stripe-peer";
import { createTestApp, type TestApp } from "../../test/test-app";

const SECRET_KEY = "sk_test_local_peer";
const WEBHOOK_SECRET = "whsec_local_peer_secret";
const PRICES = { basic: "price_basic_test", premium: "price_premium_test" };

let t: TestApp;
let peer: Awaited<ReturnType<typeof startStripePeer>>;
let admin: supertest.Agent;
const signer = new Stripe("sk_test_signer_only");

beforeAll(async () => {
  peer = await startStripePeer(SECRET_KEY);
  t = await createTestApp({
    payments: stripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, priceIds: PRICES, apiBaseUrl: peer.url }),
  });
  admin = (await signedInAdmin(t)).agent;
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const billing = async (agent: supertest.Agent) => (await agent.get("/api/billing").expect(200)).body as BillingInfo;
const userRow = async (id: number) =>
  (
    await t.pool.query<{
      subscription_tier: string;
      subscription_expires_at: Date | null;
      stripe_customer_id: string | null;
      stripe_subscription_id: string | null;
      subscription_cancel_at_period_end: boolean;
    }>("SELECT * FROM users WHERE id = $1", [id])
  ).rows[0]!;

/** A webhook delivery as Stripe sends it: the JSON body and its signature header. */
function signedEvent(type: string, object: Record<string, unknown>, id = `evt_${randomBytes(8).toString("hex")}`, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id, object: "event", type, api_version: "2026-10-28", created: Math.floor(Date.now() / 1000), data: { object } });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = (event: { payload: string; signature: string }) =>
  t.agent().post("/api/billing/webhook").set("Content-Type", "application/json").set("Stripe-Signature", event.signature).send(event.payload);

/** A comedian who went through checkout: their customer id is saved, and Stripe holds a subscription. */
async function checkedOut(plan: "basic" | "premium", couponCode?: string) {
  const { agent, user } = await signedInAgent(t);
  const res = await agent.post("/api/billing/checkout").send({ plan, couponCode });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const customer = (await userRow(user.id)).stripe_customer_id!;
  const subscription = peer.addSubscription({ customer, priceId: PRICES[plan], metadata: { userId: String(user.id), plan } });
  return { agent, user, customer, subscription, url: res.body.url as string };
}

const completed = (user: TestUser, customer: string, subscription: string, metadata: Record<string, string> = {}) =>
  signedEvent("checkout.session.completed", {
    id: `cs_test_${randomBytes(4).toString("hex")}`,
    object: "checkout.session",
    client_reference_id: String(user.id),
    customer,
    subscription,
    metadata,
  });

describe("POST /api/billing/checkout with Stripe", () => {
  it("answers a Checkout Session url for a subscription and saves the customer", async () => {
    const { agent, user } = await signedInAgent(t);
    const before = peer.requests.length;
    const res = await agent.post("/api/billing/checkout").send({ plan: "premium" }).expect(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const calls = peer.requests.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /v1/customers", "POST /v1/checkout/sessions"]);
    expect(calls[0]?.form.email).toBe(user.email);
    expect(calls[1]?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": PRICES.premium,
      client_reference_id: String(user.id),
      success_url: "http://toolkit.test/billing?checkout=success",
    });
    expect((await userRow(user.id)).stripe_customer_id).toMatch(/^cus_/);
    expect(await billing(agent)).toMatchObject({ tier: "free", paymentsConfigured: true });
  });

  it("turns a partial coupon into a one-off Stripe discount, used only once paid", async () => {
    const coupon = (await admin.post("/api/admin/coupons").send({ code: "HALFSTRIPE", discountType: "percentage", discountValue: 50 }).expect(201))
      .body as AdminCoupon;
    const before = peer.requests.length;
    const { user, customer, subscription } = await checkedOut("basic", "halfstripe");
    const calls = peer.requests.slice(before).filter((c) => c.path !== "/v1/customers");
    expect(calls[0]).toMatchObject({ path: "/v1/coupons", form: { percent_off: "50", duration: "once", max_redemptions: "1" } });
    expect(calls[1]?.form["discounts[0][coupon]"]).toMatch(/^co_/);
    expect(calls[1]?.form["metadata[couponId]"]).toBe(String(coupon.id));
    const used = async () => (await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM coupon_usages WHERE coupon_id = $1", [coupon.id])).rows[0]?.n;
    expect(await used()).toBe(0);
    await deliver(completed(user, customer, subscription.id, { couponId: String(coupon.id) })).expect(200);
    expect(await used()).toBe(1);
  });

  it("says so plainly when Stripe fails, and changes nothing", async () => {
    const { agent } = await signedInAgent(t);
    peer.failNextRequests(2);
    const res = await agent.post("/api/billing/checkout").send({ plan: "basic" });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The payment provider could not be reached/);
    expect((await billing(agent)).tier).toBe("free");
  });
});

describe("POST /api/billing/webhook", () => {
  it("applies the plan on checkout completion, clears expiry, and a replay changes nothing", async () => {
    const { agent, user, customer, subscription } = await checkedOut("premium");
    await aJokeNote(agent);
    const event = completed(user, customer, subscription.id);
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, duplicate: false });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ subscription_tier: "premium", stripe_subscription_id: subscription.id, subscription_cancel_at_period_end: false });
    expect(row.subscription_expires_at?.getTime()).toBe(subscription.currentPeriodEnd * 1000);
    expect(await billing(agent)).toMatchObject({ tier: "premium", dataExpirationDate: null, renews: true });

    // Stripe retries the same event after the plan changed: nothing moves.
    await t.pool.query("UPDATE users SET subscription_tier = 'basic' WHERE id = $1", [user.id]);
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, duplicate: true });
    expect((await userRow(user.id)).subscription_tier).toBe("basic");
  });

  it("refuses a forged, missing or other-secret signature and changes nothing", async () => {
    const { user, customer, subscription } = await checkedOut("premium");
    const good = completed(user, customer, subscription.id);
    const forged = { payload: good.payload.replace('"premium"', '"premium"').replace(String(user.id), String(user.id + 1)), signature: good.signature };
    const otherSecret = signedEvent("checkout.session.completed", JSON.parse(good.payload).data.object, undefined, "whsec_not_ours");
    for (const event of [forged, otherSecret, { payload: good.payload, signature: "t=1,v1=deadbeef" }]) {
      const res = await deliver(event);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("The Stripe signature does not match.");
    }
    const missing = await t.agent().post("/api/billing/webhook").set("Content-Type", "application/json").send(good.payload);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Missing Stripe-Signature header.");
    expect((await userRow(user.id)).subscription_tier).toBe("free");
  });

  it("follows subscription updates, paid invoices and deletion", async () => {
    const { agent, user, customer, subscription } = await checkedOut("basic");
    await deliver(completed(user, customer, subscription.id)).expect(200);
    await aJokeNote(agent);

    // Renewed: the invoice is paid and the period moves on.
    const stored = peer.subscription(subscription.id)!;
    stored.currentPeriodEnd += 30 * 86_400;
    await deliver(signedEvent("invoice.paid", { id: "in_1", object: "invoice", customer, parent: { subscription_details: { subscription: subscription.id } } })).expect(200);
    expect((await userRow(user.id)).subscription_expires_at?.getTime()).toBe(stored.currentPeriodEnd * 1000);

    // Upgraded in Stripe's portal to Premium, set to cancel at the period's end.
    stored.priceId = PRICES.premium;
    stored.cancelAtPeriodEnd = true;
    await deliver(signedEvent("customer.subscription.updated", { id: subscription.id, object: "subscription", customer })).expect(200);
    expect(await billing(agent)).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true, renews: false });

    // A failed payment keeps the plan while Stripe retries.
    await deliver(signedEvent("invoice.payment_failed", { id: "in_2", object: "invoice", customer })).expect(200);
    expect((await userRow(user.id)).subscription_tier).toBe("premium");

    // Ended: back to Free, and the writing gets 30 days.
    await deliver(signedEvent("customer.subscription.deleted", { id: subscription.id, object: "subscription", customer })).expect(200);
    expect(await userRow(user.id)).toMatchObject({ subscription_tier: "free", stripe_subscription_id: null, subscription_expires_at: null });
    const info = await billing(agent);
    expect(Date.parse(info.dataExpirationDate ?? "")).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe("POST /api/cancel-subscription with Stripe", () => {
  it("cancels at period end through Stripe", async () => {
    const { agent, user, customer, subscription } = await checkedOut("premium");
    await deliver(completed(user, customer, subscription.id)).expect(200);
    const res = await agent.post("/api/cancel-subscription").expect(200);
    expect(res.body.message).toMatch(/^Your Premium plan will end on /);
    expect(peer.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/subscriptions/${subscription.id}`, form: { cancel_at_period_end: "true" } });
    expect(peer.subscription(subscription.id)?.cancelAtPeriodEnd).toBe(true);
    expect(await billing(agent)).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true, renews: false });
  });

  it("refuses a second paid checkout while a card plan runs", async () => {
    const { agent, user, customer, subscription } = await checkedOut("basic");
    await deliver(completed(user, customer, subscription.id)).expect(200);
    const res = await agent.post("/api/billing/checkout").send({ plan: "premium" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Your Basic plan is paid by card. Cancel it under Account management before choosing another plan.");
  });
});
