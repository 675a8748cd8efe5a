import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { COUPONS_KEY } from "./get-coupons";

export interface UpdateCouponInput {
  id: number;
  isActive?: boolean;
  maxUses?: number | null;
  validFrom?: string | null;
  validUntil?: string | null;
}

export async function updateCoupon({ id, ...change }: UpdateCouponInput): Promise<AdminCoupon> {
  const res = await apiRequest("PATCH", `/api/admin/coupons/${id}`, change);
  return (await res.json()) as AdminCoupon;
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    ...optimisticUpdate<AdminCoupon[], AdminCoupon, UpdateCouponInput>(queryClient, {
      queryKey: COUPONS_KEY,
      apply: (list, { id, ...change }) => list.map((c) => (c.id === id ? { ...c, ...change } : c)),
      settle: (list, saved) => list.map((c) => (c.id === saved.id ? saved : c)),
      onError: (error) => toast({ title: "Update Failed", description: error.message, variant: "destructive" }),
    }),
  });
}
