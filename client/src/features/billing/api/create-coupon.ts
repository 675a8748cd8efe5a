import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { createCoupon } from "@/data/coupons/endpoints";
import { toast } from "@/components/ui/use-toast";
import { COUPONS_KEY } from "@/data/coupons/queries";

export function useCreateCoupon(options: { onSuccess?: (coupon: AdminCoupon) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof createCoupon>[0]["body"]) => createCoupon({ body }),
    onSuccess: async (coupon) => {
      toast({ title: "Coupon created", description: `${coupon.code} is ready to share.`, onlyOnThisPage: true });
      options.onSuccess?.(coupon);
      await queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
    },
  });
}
