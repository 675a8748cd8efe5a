import { useMutation } from "@tanstack/react-query";
import type { WeeklyTodoTrigger } from "@shared/weekly-todo/weekly-todo-dto";
import { toast } from "@/components/ui/use-toast";
import { getJson } from "@/api/api-request";

/** A GET by the spec; it sends the email now. */
export const triggerWeeklyTodo = () => getJson<WeeklyTodoTrigger>("/api/admin/weekly-todo/trigger");

export function useTriggerWeeklyTodo() {
  return useMutation({
    mutationFn: triggerWeeklyTodo,
    onSuccess: (result) => toast({ title: "TODO email sent", description: result.message }),
    onError: (error) => toast({ title: "Failed to trigger TODO email", description: error.message, variant: "destructive" }),
  });
}
