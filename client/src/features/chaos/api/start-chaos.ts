import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { startChaos } from "@/data/chaos/endpoints";
import { CHAOS_KEY } from "@/data/chaos/queries";

export function useStartChaos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof startChaos>[0]["body"]) => startChaos({ body }),
    onSuccess: (status) => {
      queryClient.setQueryData(CHAOS_KEY, status);
      toast({ title: "Chaos monkey started", description: `Events fire every ${status.stats.intervalSeconds} seconds by their chances.` });
    },
    onError: (error) => toast({ title: "Failed to start chaos monkey", description: error.message, variant: "destructive" }),
  });
}
