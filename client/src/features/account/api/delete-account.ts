import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { deleteAccount } from "@/data/account/endpoints";
import { replaceCacheWithUser } from "@/data/account/replace-cache";

/** Once the account is gone, nothing of it stays cached and the landing page shows. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (password: string) => deleteAccount({ body: { password } }),
    onSuccess: () => {
      navigate("/");
      replaceCacheWithUser(queryClient, null);
      toast({ title: "Account deleted", description: "Your account and everything in it have been deleted." });
    },
  });
}
