import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordResult {
  message: string;
}

export async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResult> {
  const res = await apiRequest("PUT", "/api/user/password", input);
  return (await res.json()) as ChangePasswordResult;
}

/** This session stays signed in; the server signs out the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => toast({ title: "Password updated", description: message }),
    onError: (error) =>
      toast({ title: "Error updating password", description: error.message, variant: "destructive" }),
  });
}
