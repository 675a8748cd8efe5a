/** What decides whether a coupon can be used now. */
export interface CouponLimits {
  isActive: boolean;
  maxUses: number | null;
  usedCount: number;
  validFrom: Date | null;
  validUntil: Date | null;
}

export const COUPON_NOT_FOUND = "No coupon has this code.";
export const COUPON_ALREADY_USED = "You have already used this coupon.";

/** Why a coupon cannot be used at `now`, or null when it can. */
export function couponProblem(coupon: CouponLimits, now: Date): string | null {
  if (!coupon.isActive) return "This coupon is no longer active.";
  if (coupon.validFrom && now < coupon.validFrom) return "This coupon is not valid yet.";
  if (coupon.validUntil && now >= coupon.validUntil) return "This coupon has expired.";
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return "This coupon has been used up.";
  return null;
}
