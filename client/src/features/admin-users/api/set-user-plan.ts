import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { setUserPlan } from "@/data/admin-users/endpoints";
import { ADMIN_USERS_KEY } from "@/data/admin-users/queries";

type SetUserPlanInput = { userId: number } & Parameters<typeof setUserPlan>[0]["body"];

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: SetUserPlanInput) => setUserPlan({ params: { id: userId }, body }),
    onSuccess: async (result) => {
      toast({ title: "Plan changed", description: result.message });
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    },
    onError: (error) => toast({ title: "Could not change the plan", description: error.message, variant: "destructive" }),
  });
}
