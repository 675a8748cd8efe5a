import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChaosStatus } from "@shared/chaos/chaos-dto";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { CHAOS_KEY } from "./get-chaos-status";

export interface StartChaosInput {
  intervalSeconds: number;
}

export async function startChaos(input: StartChaosInput): Promise<ChaosStatus> {
  const res = await apiRequest("POST", "/api/admin/chaos-monkey/start", input);
  return (await res.json()) as ChaosStatus;
}

export function useStartChaos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChaos,
    onSuccess: (status) => {
      queryClient.setQueryData(CHAOS_KEY, status);
      toast({ title: "Chaos monkey started", description: `Events fire every ${status.stats.intervalSeconds} seconds by their chances.` });
    },
    onError: (error) => toast({ title: "Failed to start chaos monkey", description: error.message, variant: "destructive" }),
  });
}
