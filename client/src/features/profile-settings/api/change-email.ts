import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";

export interface ChangeEmailInput {
  email: string;
  /** The current password, required to change the email. */
  password: string;
}

export async function changeEmail(input: ChangeEmailInput): Promise<PublicUser> {
  const res = await apiRequest("PUT", "/api/user/email", input);
  return (await res.json()) as PublicUser;
}

/** The new address starts unverified; a verification link is mailed to it. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Email updated", description: `We sent a verification link to ${user.email}.` });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) =>
      toast({ title: "Error updating email", description: error.message, variant: "destructive" }),
  });
}
