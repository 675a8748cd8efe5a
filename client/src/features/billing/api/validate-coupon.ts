import { useMutation } from "@tanstack/react-query";
import type { CouponOffer } from "@shared/billing/coupon-dto";
import { apiRequest } from "@/api/api-request";

export interface ValidateCouponInput {
  code: string;
}

export async function validateCoupon(input: ValidateCouponInput): Promise<CouponOffer> {
  const res = await apiRequest("POST", "/api/validate-coupon", input);
  return ((await res.json()) as { coupon: CouponOffer }).coupon;
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
