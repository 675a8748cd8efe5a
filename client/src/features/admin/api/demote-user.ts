import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";
import { ADMIN_USERS_KEY } from "./get-admin-users";

export async function demoteUser(userId: number): Promise<{ message: string }> {
  const res = await apiRequest("POST", `/api/admin/users/${userId}/demote`);
  return (await res.json()) as { message: string };
}

export function useDemoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoteUser,
    onSuccess: async (result) => {
      toast({ title: "Admin rights removed", description: result.message });
      // Demoting yourself takes you out of these pages: the session's user says so.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]);
    },
    onError: (error) => toast({ title: "Could not remove admin rights", description: error.message, variant: "destructive" }),
  });
}
