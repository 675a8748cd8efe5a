import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { stopChaos } from "@/data/chaos/endpoints";
import { CHAOS_KEY } from "@/data/chaos/queries";

export function useStopChaos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopChaos(),
    onSuccess: (status) => {
      queryClient.setQueryData(CHAOS_KEY, status);
      toast({ title: "Chaos monkey stopped" });
    },
    onError: (error) => toast({ title: "Failed to stop chaos monkey", description: error.message, variant: "destructive" }),
  });
}
