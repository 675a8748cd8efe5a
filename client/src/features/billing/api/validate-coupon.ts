import { useMutation } from "@tanstack/react-query";
import { validateCoupon } from "@/data/coupons/endpoints";

/** The coupon's offer when the comedian can use it; an error saying why not otherwise. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: async (body: Parameters<typeof validateCoupon>[0]["body"]) => (await validateCoupon({ body })).coupon,
  });
}
