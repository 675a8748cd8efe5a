import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";

export interface ForgotPasswordInput {
  email: string;
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await apiRequest("POST", "/api/forgot-password", input);
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () =>
      toast({ title: "Reset link sent", description: "Check your email for password reset instructions." }),
    onError: () =>
      toast({ title: "Error", description: "Failed to send reset link. Please try again.", variant: "destructive" }),
  });
}
