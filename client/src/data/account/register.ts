import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/account/credentials";
import { toast } from "@/components/ui/use-toast";
import { register } from "./endpoints";
import { clearOfflineApiCache } from "@/lib/offline-api-cache";
import { markJustJoined } from "./just-joined";
import { USER_QUERY_KEY } from "./session";

/** Signing up also signs in: the returned user is stored as the session. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterInput) => register({ body }),
    onSuccess: (user) => {
      void clearOfflineApiCache();
      markJustJoined();
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    onError: (error) =>
      toast({ title: "Registration failed", description: error.message, variant: "destructive" }),
  });
}
