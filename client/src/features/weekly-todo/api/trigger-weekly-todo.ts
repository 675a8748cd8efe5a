import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { triggerWeeklyTodo } from "@/data/weekly-todo/endpoints";

export function useTriggerWeeklyTodo() {
  return useMutation({
    mutationFn: () => triggerWeeklyTodo(),
    onSuccess: (result) => toast({ title: "TODO email sent", description: result.message }),
    onError: (error) => toast({ title: "Failed to trigger TODO email", description: error.message, variant: "destructive" }),
  });
}
