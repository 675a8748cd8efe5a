import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBilling } from "./endpoints";
import { useServerUnreachable } from "@/lib/use-server-unreachable";
import { queryKeyOf } from "../http/query-key";

/** GET /api/billing: read by the billing page and by the free-tier countdown banner. */
export const BILLING_KEY = queryKeyOf(getBilling);

export const billingQueryOptions = () => queryOptions({ queryKey: BILLING_KEY, queryFn: ({ signal }) => getBilling({}, { signal }) });

export function useBilling() {
  return useQuery(billingQueryOptions());
}

/**
 * Whether the billing answer is in (or failed): pages hold their first data until then, so
 * the free plan's note is drawn with it rather than arriving later and moving the page.
 * Without a network, or while the server cannot be reached, there is no answer to wait for:
 * the page is drawn from what the device kept, without the note.
 */
export function useBillingSettled(): boolean {
  const billing = useBilling();
  const { unreachable } = useServerUnreachable();
  return billing.status !== "pending" || billing.fetchStatus === "paused" || unreachable;
}
