import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";

export interface ConfirmPhoneCodeInput {
  /** Exactly 6 digits. */
  verificationCode: string;
}

export interface ConfirmPhoneCodeResult {
  message: string;
  user: PublicUser;
}

export async function confirmPhoneCode(input: ConfirmPhoneCodeInput): Promise<ConfirmPhoneCodeResult> {
  const res = await apiRequest("POST", "/api/phone/verify-confirm", input);
  return (await res.json()) as ConfirmPhoneCodeResult;
}

/** Checks the texted code; on success the cached session user becomes phone-verified. */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Phone verified!", description: "You can now text jokes straight into your collection." });
    },
  });
}
