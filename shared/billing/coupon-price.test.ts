import { describe, expect, it } from "vitest";
import { describeDiscount, discountedPriceCents, type CouponDiscount } from "./coupon-price";
import { formatPrice, planFor } from "./plans";

describe("discountedPriceCents", () => {
  const cases: [string, number, CouponDiscount, number][] = [
    ["free_month on Basic", 199, { discountType: "free_month", discountValue: null }, 0],
    ["free_month on Premium ignores any value", 999, { discountType: "free_month", discountValue: 10 }, 0],
    ["25% off Premium rounds to the cent", 999, { discountType: "percentage", discountValue: 25 }, 749],
    ["50% off Basic", 199, { discountType: "percentage", discountValue: 50 }, 100],
    ["100% off", 999, { discountType: "percentage", discountValue: 100 }, 0],
    ["over 100% is still 0", 999, { discountType: "percentage", discountValue: 150 }, 0],
    ["0% off", 999, { discountType: "percentage", discountValue: 0 }, 999],
    ["percentage without a value takes nothing off", 199, { discountType: "percentage", discountValue: null }, 199],
    ["fixed 50 cents off Basic", 199, { discountType: "fixed", discountValue: 50 }, 149],
    ["fixed exactly the price", 199, { discountType: "fixed", discountValue: 199 }, 0],
    ["fixed above the price never goes below 0", 199, { discountType: "fixed", discountValue: 500 }, 0],
    ["a negative value never raises the price", 199, { discountType: "fixed", discountValue: -100 }, 199],
    ["negative percentage never raises the price", 199, { discountType: "percentage", discountValue: -20 }, 199],
  ];
  it.each(cases)("%s", (_name, price, coupon, expected) => {
    expect(discountedPriceCents(price, coupon)).toBe(expected);
  });
});

describe("describeDiscount", () => {
  it("says what a coupon takes off", () => {
    expect(describeDiscount({ discountType: "free_month", discountValue: null })).toBe("1 free month");
    expect(describeDiscount({ discountType: "percentage", discountValue: 25 })).toBe("25% off");
    expect(describeDiscount({ discountType: "fixed", discountValue: 50 })).toBe("$0.50 off");
  });
});

describe("plans", () => {
  it("prices the plans as marketed", () => {
    expect(formatPrice(planFor("free").priceCents)).toBe("$0");
    expect(formatPrice(planFor("basic").priceCents)).toBe("$1.99");
    expect(formatPrice(planFor("premium").priceCents)).toBe("$9.99");
    expect(planFor("premium").mostPopular).toBe(true);
    expect(formatPrice(749)).toBe("$7.49");
    expect(formatPrice(100)).toBe("$1.00");
  });
});
