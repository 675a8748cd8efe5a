import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { changePassword } from "@/data/account/endpoints";

/** This session stays signed in; the server signs out the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: Parameters<typeof changePassword>[0]["body"]) => changePassword({ body }),
    onSuccess: ({ message }) => toast({ title: "Password updated", description: message }),
    onError: (error) =>
      toast({ title: "Error updating password", description: error.message, variant: "destructive" }),
  });
}
