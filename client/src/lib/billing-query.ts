import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBilling } from "@/api/billing";

/** GET /api/billing: read by the billing page and by the free-tier countdown banner. */
export const BILLING_KEY = ["/api/billing"] as const;

export const billingQueryOptions = () => queryOptions({ queryKey: BILLING_KEY, queryFn: ({ signal }) => getBilling({}, { signal }) });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
