import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/api/api-error";
import { apiRequest } from "@/api/api-request";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export interface ResetPasswordResult {
  message: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<ResetPasswordResult> {
  const res = await apiRequest("POST", "/api/reset-password", input);
  return (await res.json()) as ResetPasswordResult;
}

/** A reset ends every session of that account, so the cached session is checked again. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => {
      toast({ title: "Password reset", description: message });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) =>
      toast(
        error instanceof ApiError
          ? {
              title: "Reset failed",
              description: error.serverMessage ?? "Failed to reset password. The link may have expired.",
              variant: "destructive",
            }
          : { title: "Error", description: "An error occurred while resetting your password.", variant: "destructive" },
      ),
  });
}
