import { useMutation, useQueryClient } from "@tanstack/react-query";
import { checkout } from "@/data/billing/endpoints";
import { USER_QUERY_KEY } from "@/data/account/session";
import { BILLING_KEY } from "@/data/billing/queries";

/** Starts a plan: a coupon that makes it free applies at once (billing and the user refresh); otherwise the answer is the payment page's address. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof checkout>[0]["body"]) => checkout({ body }),
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
