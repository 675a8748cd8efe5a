import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import type { BillingInfo } from "@shared/billing/billing-dto";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { aJokeNote, signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { PAYMENTS_NOT_CONFIGURED } from "./billing.service";

let t: TestApp;
let admin: supertest.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).agent;
});
afterAll(() => t.close());

let codeCount = 0;
async function aCoupon(body: Record<string, unknown> = {}): Promise<AdminCoupon> {
  const res = await admin.post("/api/admin/coupons").send({ code: `BILL${++codeCount}`, discountType: "free_month", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminCoupon;
}

const billing = async (agent: supertest.Agent) => (await agent.get("/api/billing").expect(200)).body as BillingInfo;
const usedCount = async (id: number) =>
  (await t.pool.query<{ used_count: number }>("SELECT used_count FROM coupon_codes WHERE id = $1", [id])).rows[0]?.used_count;
const DAY = 86_400_000;

describe("GET /api/billing", () => {
  it("shows a new comedian on Free with when their first writing expires", async () => {
    const { agent } = await signedInAgent(t);
    expect(await billing(agent)).toEqual({
      tier: "free",
      dataExpirationDate: null,
      nextBillingDate: null,
      cancelAtPeriodEnd: false,
      renews: false,
      paymentsConfigured: false,
    });
    const before = Date.now();
    await aJokeNote(agent);
    const info = await billing(agent);
    const expires = Date.parse(info.dataExpirationDate ?? "");
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY - 5000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY + 5000);
  });

  it("needs a session", async () => {
    await t.agent().get("/api/billing").expect(401);
  });
});

describe("POST /api/billing/checkout with no payment provider", () => {
  it("applies a free month at once, records the use and clears every expiry", async () => {
    const coupon = await aCoupon();
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent);
    await agent.post("/api/notes").send({ title: "Set", content: "Bits" }).expect(201);
    const res = await agent.post("/api/billing/checkout").send({ plan: "premium", couponCode: coupon.code.toLowerCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ applied: true, tier: "premium" });
    const until = Date.parse(res.body.subscriptionExpiresAt);
    expect(until).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(until).toBeLessThan(Date.now() + 32 * DAY);

    const me = (await agent.get("/api/user").expect(200)).body;
    expect(me).toMatchObject({ subscriptionTier: "premium", subscriptionExpiresAt: res.body.subscriptionExpiresAt });
    expect(await billing(agent)).toMatchObject({ tier: "premium", dataExpirationDate: null, nextBillingDate: res.body.subscriptionExpiresAt, renews: false });
    const expiring = await t.pool.query(
      "SELECT 1 FROM joke_notes WHERE user_id = $1 AND expires_at IS NOT NULL UNION ALL SELECT 1 FROM notes WHERE user_id = $1 AND expires_at IS NOT NULL",
      [user.id],
    );
    expect(expiring.rowCount).toBe(0);
    expect(await usedCount(coupon.id)).toBe(1);
    const usage = await t.pool.query("SELECT user_id FROM coupon_usages WHERE coupon_id = $1", [coupon.id]);
    expect(usage.rows).toEqual([{ user_id: user.id }]);
    // Paid writing never expires.
    await aJokeNote(agent);
    const fresh = await t.pool.query("SELECT 1 FROM joke_notes WHERE user_id = $1 AND expires_at IS NOT NULL", [user.id]);
    expect(fresh.rowCount).toBe(0);
  });

  it("applies a 100% or a fixed coupon that covers the price the same way", async () => {
    const full = await aCoupon({ discountType: "percentage", discountValue: 100 });
    const fixed = await aCoupon({ discountType: "fixed", discountValue: 500 });
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    expect((await a.agent.post("/api/billing/checkout").send({ plan: "basic", couponCode: full.code })).body).toMatchObject({ applied: true, tier: "basic" });
    expect((await b.agent.post("/api/billing/checkout").send({ plan: "basic", couponCode: fixed.code })).body).toMatchObject({ applied: true, tier: "basic" });
  });

  it("refuses any other paid checkout with 503 and changes nothing", async () => {
    const half = await aCoupon({ discountType: "percentage", discountValue: 50 });
    const { agent } = await signedInAgent(t);
    for (const body of [{ plan: "premium" }, { plan: "basic", couponCode: half.code }, { plan: "basic", couponCode: "" }]) {
      const res = await agent.post("/api/billing/checkout").send(body);
      expect(res.status, JSON.stringify(body)).toBe(503);
      expect(res.body.message).toBe(PAYMENTS_NOT_CONFIGURED);
    }
    expect((await billing(agent)).tier).toBe("free");
    expect(await usedCount(half.id)).toBe(0);
  });

  it("uses a coupon once per comedian", async () => {
    const coupon = await aCoupon();
    const { agent } = await signedInAgent(t);
    await agent.post("/api/billing/checkout").send({ plan: "basic", couponCode: coupon.code }).expect(200);
    const again = await agent.post("/api/billing/checkout").send({ plan: "premium", couponCode: coupon.code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("You have already used this coupon.");
    const validate = await agent.post("/api/validate-coupon").send({ code: coupon.code });
    expect(validate.body.message).toBe("You have already used this coupon.");
    expect((await billing(agent)).tier).toBe("basic");
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it("refuses inactive and expired coupons and changes nothing", async () => {
    const inactive = await aCoupon({ isActive: false });
    const expired = await aCoupon({ validUntil: new Date(Date.now() - 1000).toISOString() });
    const { agent } = await signedInAgent(t);
    for (const [code, message] of [
      [inactive.code, "This coupon is no longer active."],
      [expired.code, "This coupon has expired."],
      ["NOPE", "No coupon has this code."],
    ] as const) {
      const res = await agent.post("/api/billing/checkout").send({ plan: "premium", couponCode: code });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await billing(agent)).tier).toBe("free");
  });

  it("never lets 10 concurrent uses pass maxUses", async () => {
    const coupon = await aCoupon({ maxUses: 3 });
    const comedians = await Promise.all(Array.from({ length: 10 }, () => signedInAgent(t)));
    const answers = await Promise.all(
      comedians.map(({ agent }) => agent.post("/api/billing/checkout").send({ plan: "premium", couponCode: coupon.code })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of answers.filter((a) => a.status === 400)) expect(r.body.message).toBe("This coupon has been used up.");
    expect(await usedCount(coupon.id)).toBe(3);
    const premium = await t.pool.query("SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND subscription_tier = 'premium'", [
      comedians.map((c) => c.user.id),
    ]);
    expect(premium.rows[0].n).toBe(3);
  });

  it("refuses bad input with a 400", async () => {
    const { agent } = await signedInAgent(t);
    for (const body of [{}, { plan: "free" }, { plan: "gold" }, { plan: 1 }, { plan: "basic", couponCode: 5 }, { plan: "basic", couponCode: "x".repeat(100_000) }]) {
      const res = await agent.post("/api/billing/checkout").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await t.agent().post("/api/billing/checkout").send({ plan: "basic" }).expect(401);
  });
});

describe("POST /api/cancel-subscription", () => {
  it("keeps a coupon month until it ends and says so", async () => {
    const coupon = await aCoupon();
    const { agent } = await signedInAgent(t);
    const applied = await agent.post("/api/billing/checkout").send({ plan: "premium", couponCode: coupon.code }).expect(200);
    const res = await agent.post("/api/cancel-subscription").expect(200);
    expect(res.body.message).toMatch(/^Your Premium plan will end on /);
    expect(await billing(agent)).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true, nextBillingDate: applied.body.subscriptionExpiresAt });
  });

  it("has nothing to cancel on Free", async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent.post("/api/cancel-subscription");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You are on the Free plan, so there is nothing to cancel.");
    await t.agent().post("/api/cancel-subscription").expect(401);
  });
});

describe("free-tier expiry follows the plan", () => {
  it("gives writing 30 days from now when a comedian returns to free, never sooner", async () => {
    const coupon = await aCoupon();
    const { agent, user } = await signedInAgent(t);
    const note = await aJokeNote(agent);
    await agent.post("/api/billing/checkout").send({ plan: "basic", couponCode: coupon.code }).expect(200);
    await t.pool.query("UPDATE users SET subscription_tier = 'free' WHERE id = $1", [user.id]);
    const { rows } = await t.pool.query<{ expires_at: Date }>("SELECT expires_at FROM joke_notes WHERE id = $1", [note.id]);
    const expires = rows[0]!.expires_at.getTime();
    expect(expires).toBeGreaterThan(Date.now() + 30 * DAY - 60_000);
    expect(expires).toBeLessThan(Date.now() + 30 * DAY + 60_000);
  });

  it("keeps a thought category as long as its newest thought", async () => {
    const { agent, user } = await signedInAgent(t);
    const category = (await agent.post("/api/thought-categories").send({ name: "Family" }).expect(201)).body as { id: number };
    await t.pool.query("UPDATE thought_categories SET expires_at = now() + interval '1 day' WHERE id = $1", [category.id]);
    await agent.post("/api/thoughts").send({ categoryId: category.id, content: "Mum's new phone" }).expect(201);
    const { rows } = await t.pool.query<{ c: Date; t: Date }>(
      "SELECT c.expires_at AS c, t.expires_at AS t FROM thought_categories c JOIN thoughts t ON t.category_id = c.id WHERE c.user_id = $1",
      [user.id],
    );
    expect(rows[0]!.c.getTime()).toBe(rows[0]!.t.getTime());
  });
});
