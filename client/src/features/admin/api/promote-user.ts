import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PromoteUserInput } from "@shared/admin/admin-user-input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { serverMessageOf } from "@/api/api-error";
import { ADMIN_USERS_KEY } from "./get-admin-users";

export async function promoteUser(input: PromoteUserInput): Promise<{ message: string; userId: number }> {
  const res = await apiRequest("POST", "/api/admin/promote-user", input);
  return (await res.json()) as { message: string; userId: number };
}

export function usePromoteUser({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteUser,
    onSuccess: async (result) => {
      toast({ title: "User promoted", description: result.message });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    },
    onError: (error) =>
      toast({ title: "Promotion Failed", description: serverMessageOf(error) ?? "Failed to promote user", variant: "destructive" }),
  });
}
