import type { Job } from "../../jobs/run-job";
import { sendWeeklyTodo, type WeeklyTodoDeps } from "./weekly-todo.service";

/** Mondays 9:00 in Chicago (the spec's 9:00 AM CST, daylight saving included). */
export const weeklyTodoJob = (deps: WeeklyTodoDeps): Job<{ sent: number; failed: number }> => ({
  name: "weekly-todo-email",
  schedule: "0 9 * * 1",
  timezone: "America/Chicago",
  run: () => sendWeeklyTodo(deps),
});
