import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/account/credentials";
import { toast } from "@/components/ui/use-toast";
import { login } from "./endpoints";
import { replaceCacheWithUser } from "./replace-cache";

/** Signing in replaces all cached data with the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginInput) => login({ body }),
    onSuccess: (user) => replaceCacheWithUser(queryClient, user),
    onError: (error) => toast({ title: "Login failed", description: error.message, variant: "destructive" }),
  });
}
