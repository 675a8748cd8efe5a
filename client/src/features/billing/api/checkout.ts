import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutResult } from "@shared/billing/billing-dto";
import type { PaidPlan } from "@shared/billing/plans";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";
import { apiRequest } from "@/api/api-request";
import { BILLING_KEY } from "./get-billing";

export interface CheckoutInput {
  plan: PaidPlan;
  couponCode?: string;
}

export async function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  const res = await apiRequest("POST", "/api/billing/checkout", input);
  return (await res.json()) as CheckoutResult;
}

/** Starts a plan: a coupon that makes it free applies at once (billing and the user refresh); otherwise the answer is the payment page's address. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: async (result) => {
      if ("applied" in result) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
          queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        ]);
      }
    },
  });
}
