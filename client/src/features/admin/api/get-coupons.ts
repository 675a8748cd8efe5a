import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { getJson } from "@/api/api-request";

export const COUPONS_KEY = ["/api/admin/coupons"] as const;

export const getCoupons = (signal?: AbortSignal) => getJson<AdminCoupon[]>("/api/admin/coupons", signal);

export const couponsQueryOptions = () => queryOptions({ queryKey: COUPONS_KEY, queryFn: ({ signal }) => getCoupons(signal) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
