import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import type { DiscountType } from "@shared/billing/discount-types";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { COUPONS_KEY } from "./get-coupons";

export interface CreateCouponInput {
  code: string;
  description?: string | null;
  discountType: DiscountType;
  discountValue?: number | null;
  maxUses?: number | null;
  validFrom?: string | null;
  validUntil?: string | null;
}

export async function createCoupon(input: CreateCouponInput): Promise<AdminCoupon> {
  const res = await apiRequest("POST", "/api/admin/coupons", input);
  return (await res.json()) as AdminCoupon;
}

export function useCreateCoupon(options: { onSuccess?: (coupon: AdminCoupon) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: async (coupon) => {
      toast({ title: "Coupon created", description: `${coupon.code} is ready to share.` });
      options.onSuccess?.(coupon);
      await queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
    },
  });
}
