import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChaosExecution } from "@shared/chaos/chaos-dto";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { ERROR_LOGS_KEY } from "./get-error-logs";
import { CHAOS_KEY } from "./get-chaos-status";

export async function executeChaosEvent(eventId: string): Promise<ChaosExecution> {
  const res = await apiRequest("POST", `/api/admin/chaos-monkey/execute/${encodeURIComponent(eventId)}`);
  return (await res.json()) as ChaosExecution;
}

export function useExecuteChaosEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeChaosEvent,
    onSuccess: async (result) => {
      toast({ title: `${result.event.name}: done`, description: result.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAOS_KEY }),
        queryClient.invalidateQueries({ queryKey: ERROR_LOGS_KEY }),
      ]);
    },
    onError: (error) => toast({ title: "Failed to execute chaos event", description: error.message, variant: "destructive" }),
  });
}
