import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { requestPasswordReset } from "@/data/account/endpoints";

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: Parameters<typeof requestPasswordReset>[0]["body"]) => requestPasswordReset({ body }),
    onSuccess: () =>
      toast({ title: "Reset link sent", description: "Check your email for password reset instructions." }),
    onError: () =>
      toast({ title: "Error", description: "Failed to send reset link. Please try again.", variant: "destructive" }),
  });
}
