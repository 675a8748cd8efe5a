import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChaosStatus } from "@shared/chaos/chaos-dto";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { CHAOS_KEY } from "./get-chaos-status";

export async function stopChaos(): Promise<ChaosStatus> {
  const res = await apiRequest("POST", "/api/admin/chaos-monkey/stop");
  return (await res.json()) as ChaosStatus;
}

export function useStopChaos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopChaos,
    onSuccess: (status) => {
      queryClient.setQueryData(CHAOS_KEY, status);
      toast({ title: "Chaos monkey stopped" });
    },
    onError: (error) => toast({ title: "Failed to stop chaos monkey", description: error.message, variant: "destructive" }),
  });
}
