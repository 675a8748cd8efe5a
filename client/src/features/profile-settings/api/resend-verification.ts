import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { serverMessageOf } from "@/api/api-error";

export interface ResendVerificationResult {
  message: string;
}

export async function resendVerification(): Promise<ResendVerificationResult> {
  const res = await apiRequest("POST", "/api/resend-verification");
  return (await res.json()) as ResendVerificationResult;
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => toast({ title: "Verification Email Sent", description: message }),
    onError: (error) =>
      toast({
        title: "Failed to Send Email",
        description: serverMessageOf(error) ?? "Please try again later",
        variant: "destructive",
      }),
  });
}
