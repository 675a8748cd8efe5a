import { weeklyTodoTriggerSchema } from "../weekly-todo/weekly-todo-dto";
import { defineRoute, defineRouteGroup } from "./route";

export const weeklyTodoApi = defineRouteGroup({
  tag: "Admin: weekly TODO",
  description: "The weekly email of what needs an administrator.",
  routes: {
    trigger: defineRoute({
      method: "GET",
      path: "/api/admin/weekly-todo/trigger",
      summary: "Send the weekly TODO email to every administrator now (502 if the mail server refused it)",
      description: "A GET, yet it sends mail: a cross-site request (a link on another site) is refused with 403.",
      access: "admin",
      headers: { "Sec-Fetch-Site": "`cross-site` is refused" },
      responses: { 200: weeklyTodoTriggerSchema },
    }),
  },
});
