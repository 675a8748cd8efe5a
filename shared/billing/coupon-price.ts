import type { DiscountType } from "./discount-types";

export interface CouponDiscount {
  discountType: DiscountType;
  /** percentage: percent off; fixed: cents off; free_month: unused. */
  discountValue: number | null;
}

/**
 * The price in cents after a coupon: free_month makes it 0, percentage takes off
 * discountValue percent (rounded to the cent), fixed takes off discountValue cents.
 * Never below 0, never above the price.
 */
export function discountedPriceCents(priceCents: number, coupon: CouponDiscount): number {
  const value = Math.max(0, coupon.discountValue ?? 0);
  switch (coupon.discountType) {
    case "free_month":
      return 0;
    case "percentage":
      return Math.max(0, Math.round((priceCents * (100 - Math.min(100, value))) / 100));
    case "fixed":
      return Math.max(0, priceCents - value);
  }
}

/** "1 free month", "25% off", "$0.50 off". */
export function describeDiscount(coupon: CouponDiscount): string {
  const value = coupon.discountValue ?? 0;
  switch (coupon.discountType) {
    case "free_month":
      return "1 free month";
    case "percentage":
      return `${value}% off`;
    case "fixed":
      return `$${(value / 100).toFixed(2)} off`;
  }
}
