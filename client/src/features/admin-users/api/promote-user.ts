import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { promoteUser } from "@/data/admin-users/endpoints";
import { serverMessageOf } from "@/data/http/api-error";
import { ADMIN_USERS_KEY } from "@/data/admin-users/queries";

export function usePromoteUser({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof promoteUser>[0]["body"]) => promoteUser({ body }),
    onSuccess: async (result) => {
      toast({ title: "User promoted", description: result.message });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    },
    onError: (error) =>
      toast({ title: "Promotion Failed", description: serverMessageOf(error) ?? "Failed to promote user", variant: "destructive" }),
  });
}
