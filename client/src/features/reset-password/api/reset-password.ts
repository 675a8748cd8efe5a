import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/data/http/api-error";
import { resetPassword } from "@/data/account/endpoints";
import { USER_QUERY_KEY } from "@/data/account/session";

/** A reset ends every session of that account, so the cached session is checked again. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof resetPassword>[0]["body"]) => resetPassword({ body }),
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
