import type { DiscountType } from "./discount-types";

/** What POST /api/validate-coupon answers about a usable coupon. */
export interface CouponOffer {
  code: string;
  description: string | null;
  discountType: DiscountType;
  discountValue: number | null;
}

/** A coupon as the admin panel lists it. */
export interface AdminCoupon extends CouponOffer {
  id: number;
  maxUses: number | null;
  usedCount: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  createdAt: string;
}
