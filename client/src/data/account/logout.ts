import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { logout } from "./endpoints";
import { replaceCacheWithUser } from "./replace-cache";

/** Signing out clears the user and all cached data, then goes to the landing page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => {
      navigate("/");
      replaceCacheWithUser(queryClient, null);
    },
    onError: (error) => toast({ title: "Logout failed", description: error.message, variant: "destructive" }),
  });
}
