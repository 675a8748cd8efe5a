import { describe, expect, it } from "vitest";
import { couponProblem, type CouponLimits } from "./coupon-rules";

const now = new Date("2026-06-15T12:00:00Z");
const usable: CouponLimits = { isActive: true, maxUses: null, usedCount: 0, validFrom: null, validUntil: null };

describe("couponProblem", () => {
  it.each<[string, Partial<CouponLimits>, string | null]>([
    ["no limits", {}, null],
    ["inactive", { isActive: false }, "This coupon is no longer active."],
    ["not started", { validFrom: new Date("2026-06-16T00:00:00Z") }, "This coupon is not valid yet."],
    ["started exactly now", { validFrom: now }, null],
    ["ended", { validUntil: new Date("2026-06-15T11:59:59Z") }, "This coupon has expired."],
    ["ends exactly now", { validUntil: now }, "This coupon has expired."],
    ["inside its window", { validFrom: new Date("2026-06-01Z"), validUntil: new Date("2026-07-01Z") }, null],
    ["used up", { maxUses: 3, usedCount: 3 }, "This coupon has been used up."],
    ["one use left", { maxUses: 3, usedCount: 2 }, null],
  ])("%s", (_name, overrides, expected) => {
    expect(couponProblem({ ...usable, ...overrides }, now)).toBe(expected);
  });
});
