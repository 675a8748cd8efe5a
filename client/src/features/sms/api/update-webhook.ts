import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatE164 } from "@shared/account/phone";
import { updateSmsWebhook } from "@/data/sms/endpoints";
import { toast } from "@/components/ui/use-toast";
import { phoneNumbersQueryOptions } from "@/data/sms/phone-numbers";

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof updateSmsWebhook>[0]["body"]) => updateSmsWebhook({ body }),
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
