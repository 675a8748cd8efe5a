import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { updateCoupon } from "@/data/coupons/endpoints";
import { toast } from "@/components/ui/use-toast";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { COUPONS_KEY } from "@/data/coupons/queries";

/** Which coupon, and what changes in it. */
type CouponChange = { id: number } & Parameters<typeof updateCoupon>[0]["body"];

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CouponChange) => updateCoupon({ params: { id }, body }),
    ...optimisticUpdate<AdminCoupon[], AdminCoupon, CouponChange>(queryClient, {
      queryKey: COUPONS_KEY,
      apply: (list, { id, ...change }) => list.map((c) => (c.id === id ? { ...c, ...change } : c)),
      settle: (list, saved) => list.map((c) => (c.id === saved.id ? saved : c)),
      onError: (error) => toast({ title: "Update Failed", description: error.message, variant: "destructive", onlyOnThisPage: true }),
    }),
  });
}
