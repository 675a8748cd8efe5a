import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { removePhone } from "@/data/phone/endpoints";
import { USER_QUERY_KEY } from "@/data/account/session";

/** Unlinks the verified number, which turns SMS joke capture off. */
export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePhone(),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Phone number removed", description: "SMS joke capture is off until you verify a number again." });
    },
    onError: (error) =>
      toast({ title: "Error removing phone number", description: error.message, variant: "destructive" }),
  });
}
