import { z } from "zod";
import { discountTypes } from "./discount-types";

/** What POST /api/validate-coupon answers about a usable coupon. */
export const couponOfferSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(discountTypes),
  discountValue: z.number().int().nullable(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

/** A coupon as the admin panel lists it. */
export const adminCouponSchema = couponOfferSchema.extend({
  id: z.number().int(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
