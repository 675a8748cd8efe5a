import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { setErrorNotifications } from "@/data/admin-users/endpoints";
import { USER_QUERY_KEY } from "@/data/account/session";
import { ERROR_NOTIFICATIONS_KEY } from "@/data/admin-users/error-notifications";

type UpdateErrorNotificationsInput = { userId: number } & Parameters<typeof setErrorNotifications>[0]["body"];

export function useUpdateErrorNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: UpdateErrorNotificationsInput) => setErrorNotifications({ params: { userId }, body }),
    onSuccess: async ({ enabled }) => {
      toast({
        title: enabled ? "Error alerts on" : "Error alerts off",
        description: enabled ? "You'll get an email for high and critical errors." : "You won't get error emails.",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ERROR_NOTIFICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]);
    },
    onError: (error) =>
      toast({ title: "Failed to update error notification settings", description: error.message, variant: "destructive" }),
  });
}
