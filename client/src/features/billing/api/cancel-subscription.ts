import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cancelSubscription } from "@/data/billing/endpoints";
import { toast } from "@/components/ui/use-toast";
import { USER_QUERY_KEY } from "@/data/account/session";
import { BILLING_KEY } from "@/data/billing/queries";

/** Then billing and the user are refreshed (spec section 7). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: (result) => toast({ title: "Subscription cancelled", description: result.message }),
    onError: (error) => toast({ title: "Error cancelling subscription", description: error.message, variant: "destructive" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]),
  });
}
