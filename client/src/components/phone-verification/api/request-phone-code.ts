import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";

export interface RequestPhoneCodeInput {
  /** E.164, e.g. "+15551234567" (see `toE164`). */
  phoneNumber: string;
}

export interface RequestPhoneCodeResult {
  message: string;
}

export async function requestPhoneCode(input: RequestPhoneCodeInput): Promise<RequestPhoneCodeResult> {
  const res = await apiRequest("POST", "/api/phone/verify-request", input);
  return (await res.json()) as RequestPhoneCodeResult;
}

/** Texts a 6-digit code to the number. Failures are shown inline by the widget. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: requestPhoneCode,
    onSuccess: () => toast({ title: "Verification code sent!", description: "Check your phone for the 6-digit code." }),
  });
}
