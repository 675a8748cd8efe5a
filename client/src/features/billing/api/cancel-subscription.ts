import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";
import { apiRequest } from "@/api/api-request";
import { BILLING_KEY } from "./get-billing";

export async function cancelSubscription(): Promise<{ message: string }> {
  const res = await apiRequest("POST", "/api/cancel-subscription");
  return (await res.json()) as { message: string };
}

/** Then billing and the user are refreshed (spec section 7). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (result) => toast({ title: "Subscription cancelled", description: result.message }),
    onError: (error) => toast({ title: "Error cancelling subscription", description: error.message, variant: "destructive" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]),
  });
}
