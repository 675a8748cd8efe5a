import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { requestPhoneCode } from "@/data/phone/endpoints";

/** Texts a 6-digit code to the number. Failures are shown inline by the widget. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: (body: Parameters<typeof requestPhoneCode>[0]["body"]) => requestPhoneCode({ body }),
    onSuccess: () => toast({ title: "Verification code sent!", description: "Check your phone for the 6-digit code." }),
  });
}
