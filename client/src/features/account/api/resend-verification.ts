import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { resendVerification } from "@/data/account/endpoints";
import { serverMessageOf } from "@/data/http/api-error";

export function useResendVerification() {
  return useMutation({
    mutationFn: () => resendVerification(),
    onSuccess: ({ message }) => toast({ title: "Verification Email Sent", description: message }),
    onError: (error) =>
      toast({
        title: "Failed to Send Email",
        description: serverMessageOf(error) ?? "Please try again later",
        variant: "destructive",
      }),
  });
}
