import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";
import { ERROR_NOTIFICATIONS_KEY } from "./get-error-notifications";

export interface UpdateErrorNotificationsInput {
  userId: number;
  enabled: boolean;
}

export async function updateErrorNotifications({ userId, enabled }: UpdateErrorNotificationsInput) {
  const res = await apiRequest("PUT", `/api/admin/error-notifications/${userId}`, { enabled });
  return (await res.json()) as { userId: number; enabled: boolean };
}

export function useUpdateErrorNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateErrorNotifications,
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
