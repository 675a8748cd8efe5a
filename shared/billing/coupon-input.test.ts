import { describe, expect, it } from "vitest";
import { checkoutSchema, COUPON_CODE_REQUIRED, createCouponSchema, updateCouponSchema, validateCouponSchema } from "./coupon-input";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("validateCouponSchema", () => {
  it("upper-cases, trims and strips control characters", () => {
    expect(validateCouponSchema.parse({ code: "  free\u0000month " })).toEqual({ code: "FREEMONTH" });
  });
  it.each([{}, { code: "" }, { code: "   " }, { code: null }])("refuses an empty code %j", (body) => {
    expect(firstMessage(validateCouponSchema.safeParse(body))).toBe(COUPON_CODE_REQUIRED);
  });
  it("refuses a code that is not text or too long", () => {
    expect(validateCouponSchema.safeParse({ code: 5 }).success).toBe(false);
    expect(validateCouponSchema.safeParse({ code: "X".repeat(41) }).success).toBe(false);
  });
});

describe("checkoutSchema", () => {
  it("takes a paid plan and an optional coupon; blank means none", () => {
    expect(checkoutSchema.parse({ plan: "basic" })).toEqual({ plan: "basic" });
    expect(checkoutSchema.parse({ plan: "premium", couponCode: " " })).toEqual({ plan: "premium" });
    expect(checkoutSchema.parse({ plan: "premium", couponCode: "half" })).toEqual({ plan: "premium", couponCode: "HALF" });
  });
  it.each([{ plan: "free" }, { plan: "gold" }, {}, { plan: "basic", couponCode: 3 }])("refuses %j", (body) => {
    expect(checkoutSchema.safeParse(body).success).toBe(false);
  });
});

describe("createCouponSchema", () => {
  it("upper-cases the code and drops the value of a free month", () => {
    expect(createCouponSchema.parse({ code: "welcome-1", discountType: "free_month", discountValue: 40 })).toMatchObject({
      code: "WELCOME-1",
      discountValue: null,
    });
  });
  it("reads dates", () => {
    const parsed = createCouponSchema.parse({
      code: "X",
      discountType: "fixed",
      discountValue: 50,
      validFrom: "2026-01-01T00:00:00Z",
      validUntil: "2026-02-01T00:00:00.000+01:00",
    });
    expect(parsed.validFrom?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(parsed.validUntil?.toISOString()).toBe("2026-01-31T23:00:00.000Z");
  });
  it.each([
    [{ code: "X", discountType: "percentage" }, "A percentage discount must be from 1 to 100"],
    [{ code: "X", discountType: "percentage", discountValue: 101 }, "A percentage discount must be from 1 to 100"],
    [{ code: "X", discountType: "fixed", discountValue: 0 }, "A fixed discount must be from 1 to 100,000 cents"],
    [{ code: "X", discountType: "fixed", discountValue: 1.5 }, "Discount value must be a whole number"],
    [{ code: "HAS SPACE", discountType: "free_month" }, "Coupon code may hold only letters, digits, - and _"],
    [{ code: "X", discountType: "bogus" }, "discountType must be one of percentage, fixed, free_month"],
    [{ code: "X", discountType: "free_month", maxUses: 0 }, "Max uses must be at least 1"],
    [{ code: "X", discountType: "free_month", validFrom: "yesterday" }, "Valid from must be a date and time"],
    [
      { code: "X", discountType: "free_month", validFrom: "2026-02-01T00:00:00Z", validUntil: "2026-01-01T00:00:00Z" },
      "Valid until must be after valid from",
    ],
  ])("refuses %j", (body, message) => {
    expect(firstMessage(createCouponSchema.safeParse(body))).toBe(message);
  });
});

describe("updateCouponSchema", () => {
  it("takes any one field, null clears a limit", () => {
    expect(updateCouponSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(updateCouponSchema.parse({ maxUses: null })).toEqual({ maxUses: null });
  });
  it("refuses an empty change", () => {
    expect(updateCouponSchema.safeParse({}).success).toBe(false);
    expect(updateCouponSchema.safeParse({ isActive: "no" }).success).toBe(false);
  });
});
