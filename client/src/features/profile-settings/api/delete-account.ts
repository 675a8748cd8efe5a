import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { replaceCacheWithUser } from "@/lib/auth/replace-cache";

export async function deleteAccount(password: string): Promise<void> {
  await apiRequest("DELETE", "/api/user", { password });
}

/** Once the account is gone, nothing of it stays cached and the landing page shows. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      navigate("/");
      replaceCacheWithUser(queryClient, null);
      toast({ title: "Account deleted", description: "Your account and everything in it have been deleted." });
    },
  });
}
