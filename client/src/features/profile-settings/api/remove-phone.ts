import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";

export async function removePhone(): Promise<PublicUser> {
  const res = await apiRequest("DELETE", "/api/user/phone");
  return (await res.json()) as PublicUser;
}

/** Unlinks the verified number, which turns SMS joke capture off. */
export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhone,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Phone number removed", description: "SMS joke capture is off until you verify a number again." });
    },
    onError: (error) =>
      toast({ title: "Error removing phone number", description: error.message, variant: "destructive" }),
  });
}
