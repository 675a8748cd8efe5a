import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { ADMIN_USERS_KEY } from "./get-admin-users";

export interface SetUserPlanInput {
  userId: number;
  subscriptionTier: SubscriptionTier;
}

export async function setUserPlan({ userId, subscriptionTier }: SetUserPlanInput): Promise<{ message: string }> {
  const res = await apiRequest("PUT", `/api/admin/users/${userId}/plan`, { subscriptionTier });
  return (await res.json()) as { message: string };
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPlan,
    onSuccess: async (result) => {
      toast({ title: "Plan changed", description: result.message });
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    },
    onError: (error) => toast({ title: "Could not change the plan", description: error.message, variant: "destructive" }),
  });
}
