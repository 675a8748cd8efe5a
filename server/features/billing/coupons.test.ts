import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
let admin: supertest.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).agent;
});
afterAll(() => t.close());

let codeCount = 0;
const aCode = (prefix = "COUPON") => `${prefix}${++codeCount}`;

async function aCoupon(body: Record<string, unknown> = {}): Promise<AdminCoupon> {
  const res = await apiClient(admin).coupons.create({ body: { code: aCode(), discountType: "free_month", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminCoupon;
}

describe("admin coupons", () => {
  it("creates an upper-cased coupon and lists it", async () => {
    const code = aCode("welcome");
    const res = await apiClient(admin).coupons.create({ body: { code: ` ${code} `, description: "First month on us", discountType: "percentage", discountValue: 25, maxUses: 10 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: code.toUpperCase(),
      description: "First month on us",
      discountType: "percentage",
      discountValue: 25,
      maxUses: 10,
      usedCount: 0,
      isActive: true,
      validFrom: null,
      validUntil: null,
    });
    const list = await apiClient(admin).coupons.list().expect(200).answer();
    expect(list.map((c) => c.code)).toContain(code.toUpperCase());
  });

  it("keeps codes unique whatever their case", async () => {
    const code = aCode("dup");
    await aCoupon({ code });
    const res = await apiClient(admin).coupons.create({ body: { code: code.toLowerCase(), discountType: "free_month" } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`A coupon with the code ${code.toUpperCase()} already exists.`);
  });

  it("refuses bad input with a 400 and a message", async () => {
    const bodies = [
      {},
      { code: "", discountType: "free_month" },
      { code: "X\u0000\u0000", discountType: "nope" },
      { code: "X".repeat(1_000_000), discountType: "free_month" },
      { code: "A1", discountType: "percentage", discountValue: "25" },
      { code: "A2", discountType: "fixed" },
      { code: "A3", discountType: "free_month", maxUses: 2 ** 31 },
      { code: "A4", discountType: "free_month", validFrom: 5 },
      { code: ["A5"], discountType: "free_month" },
    ];
    for (const body of bodies) {
      const res = await apiClient(admin).coupons.create({ unchecked: { body } });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("activates, deactivates and changes limits and dates", async () => {
    const coupon = await aCoupon();
    const off = await apiClient(admin).coupons.update({ params: { id: coupon.id }, body: { isActive: false } }).expect(200);
    expect(off.body).toMatchObject({ id: coupon.id, isActive: false });
    const changed = await apiClient(admin).coupons.update({ params: { id: coupon.id }, body: { isActive: true, maxUses: 5, validUntil: "2030-01-01T00:00:00Z" } })
      .expect(200);
    expect(changed.body).toMatchObject({ isActive: true, maxUses: 5, validUntil: "2030-01-01T00:00:00.000Z" });
    const outOfOrder = await apiClient(admin).coupons.update({ params: { id: coupon.id }, body: { validFrom: "2031-01-01T00:00:00Z" } });
    expect(outOfOrder.status).toBe(400);
    expect(outOfOrder.body.message).toBe("validUntil: Valid until must be after valid from");
    await apiClient(admin).coupons.update({ params: { id: coupon.id }, body: {} }).expect(400);
    await apiClient(admin).coupons.update({ params: { id: 2 ** 31 }, body: { isActive: true } }).expect(400);
    await apiClient(admin).coupons.update({ params: { id: "abc" }, body: { isActive: true } }).expect(400);
    await apiClient(admin).coupons.update({ params: { id: 999999 }, body: { isActive: true } }).expect(404);
  });

  it("is for administrators only", async () => {
    const { agent } = await signedInAgent(t);
    const coupon = await aCoupon();
    await apiClient(agent).coupons.list().expect(403);
    await apiClient(agent).coupons.create({ body: { code: aCode(), discountType: "free_month" } }).expect(403);
    await apiClient(agent).coupons.update({ params: { id: coupon.id }, body: { maxUses: 1000 } }).expect(403);
    await apiClient(t.agent()).coupons.list().expect(401);
  });
});

describe("POST /api/validate-coupon", () => {
  it("answers the coupon for a code in any case", async () => {
    const coupon = await aCoupon({ discountType: "fixed", discountValue: 50, description: "50 cents off" });
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).coupons.validate({ body: { code: `  ${coupon.code.toLowerCase()} ` } }).expect(200);
    expect(res.body).toEqual({
      coupon: { code: coupon.code, description: "50 cents off", discountType: "fixed", discountValue: 50 },
    });
  });

  it("refuses unknown, inactive, not yet valid and expired coupons with a message", async () => {
    const { agent } = await signedInAgent(t);
    const inactive = await aCoupon({ isActive: false });
    const early = await aCoupon({ validFrom: new Date(Date.now() + 86_400_000).toISOString() });
    const expired = await aCoupon({ validUntil: new Date(Date.now() - 1000).toISOString() });
    const cases: [string, string][] = [
      ["NO-SUCH-CODE", "No coupon has this code."],
      [inactive.code, "This coupon is no longer active."],
      [early.code, "This coupon is not valid yet."],
      [expired.code, "This coupon has expired."],
    ];
    for (const [code, message] of cases) {
      const res = await apiClient(agent).coupons.validate({ body: { code } });
      expect(res.status, code).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("refuses a blank or mistyped code", async () => {
    const { agent } = await signedInAgent(t);
    for (const body of [{}, { code: "" }, { code: "  " }, { code: 12 }, { code: "\u0000" }, { code: "x".repeat(1_000_000) }]) {
      const res = await apiClient(agent).coupons.validate({ unchecked: { body } });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const blank = await apiClient(agent).coupons.validate({ body: { code: " " } });
    expect(blank.body.message).toBe("code: Please enter a coupon code");
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).coupons.validate({ body: { code: "X" } }).expect(401);
  });
});
