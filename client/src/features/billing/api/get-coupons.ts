import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCoupons } from "@/api/coupons";

export const COUPONS_KEY = ["/api/admin/coupons"] as const;

export const couponsQueryOptions = () => queryOptions({ queryKey: COUPONS_KEY, queryFn: ({ signal }) => getCoupons({}, { signal }) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
