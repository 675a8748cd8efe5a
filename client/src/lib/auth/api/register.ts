import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/account/credentials";
import type { PublicUser } from "@shared/account/public-user";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { clearOfflineApiCache } from "../../offline-api-cache";
import { USER_QUERY_KEY } from "./get-user";

export type { RegisterInput };

export async function register(input: RegisterInput): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/register", input);
  return (await res.json()) as PublicUser;
}

/** Signing up also signs in: the returned user is stored as the session. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      void clearOfflineApiCache();
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    onError: (error) =>
      toast({ title: "Registration failed", description: error.message, variant: "destructive" }),
  });
}
