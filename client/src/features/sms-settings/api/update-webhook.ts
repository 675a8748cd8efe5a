import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwilioPhoneNumber } from "@shared/sms/phone-number";
import { formatE164 } from "@shared/account/phone";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { phoneNumbersQueryOptions } from "./get-phone-numbers";

export interface UpdateWebhookInput {
  phoneNumberSid: string;
}

export async function updateWebhook(input: UpdateWebhookInput): Promise<{ phoneNumber: TwilioPhoneNumber }> {
  const res = await apiRequest("POST", "/api/twilio/update-webhook", input);
  return (await res.json()) as { phoneNumber: TwilioPhoneNumber };
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: ({ phoneNumber }) => {
      queryClient.setQueryData(phoneNumbersQueryOptions().queryKey, (numbers) =>
        numbers?.map((n) => (n.sid === phoneNumber.sid ? phoneNumber : n)),
      );
      toast({ title: "SMS Enabled", description: `Texts to ${formatE164(phoneNumber.phoneNumber)} now land in Joke Notes.` });
    },
    onError: (error) => {
      toast({
        title: "Configuration Failed",
        description: error.message || "Failed to update webhook",
        variant: "destructive",
      });
    },
  });
}
