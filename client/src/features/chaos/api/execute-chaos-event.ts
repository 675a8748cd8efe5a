import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { executeChaosEvent } from "@/data/chaos/endpoints";
import { ERROR_LOGS_KEY } from "@/data/error-logs/queries";
import { CHAOS_KEY } from "@/data/chaos/queries";

export function useExecuteChaosEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => executeChaosEvent({ params: { eventId } }),
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
