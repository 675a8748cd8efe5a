import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { demoteUser } from "@/data/admin-users/endpoints";
import { USER_QUERY_KEY } from "@/data/account/session";
import { ADMIN_USERS_KEY } from "@/data/admin-users/queries";

export function useDemoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => demoteUser({ params: { id: userId } }),
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
