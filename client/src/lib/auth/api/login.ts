import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/account/credentials";
import type { PublicUser } from "@shared/account/public-user";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { replaceCacheWithUser } from "../replace-cache";

export type { LoginInput };

export async function login(input: LoginInput): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/login", input);
  return (await res.json()) as PublicUser;
}

/** Signing in replaces all cached data with the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => replaceCacheWithUser(queryClient, user),
    onError: (error) => toast({ title: "Login failed", description: error.message, variant: "destructive" }),
  });
}
