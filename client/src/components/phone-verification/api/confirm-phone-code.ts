import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { confirmPhoneCode } from "@/data/phone/endpoints";
import { USER_QUERY_KEY } from "@/data/account/session";

/** Checks the texted code; on success the cached session user becomes phone-verified. */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof confirmPhoneCode>[0]["body"]) => confirmPhoneCode({ body }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Phone verified!", description: "You can now text jokes straight into your collection." });
    },
  });
}
