import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BillingInfo } from "@shared/billing/billing-dto";
import { getJson } from "@/api/api-request";

/** GET /api/billing: read by the billing page and by the free-tier countdown banner. */
export const BILLING_KEY = ["/api/billing"] as const;

export const getBilling = (signal?: AbortSignal) => getJson<BillingInfo>("/api/billing", signal);

export const billingQueryOptions = () => queryOptions({ queryKey: BILLING_KEY, queryFn: ({ signal }) => getBilling(signal) });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
