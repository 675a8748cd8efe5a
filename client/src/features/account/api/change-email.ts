import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { changeEmail } from "@/data/account/endpoints";
import { USER_QUERY_KEY } from "@/data/account/session";

/** The new address starts unverified; a verification link is mailed to it. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof changeEmail>[0]["body"]) => changeEmail({ body }),
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Email updated", description: `We sent a verification link to ${user.email}.` });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) =>
      toast({ title: "Error updating email", description: error.message, variant: "destructive" }),
  });
}
