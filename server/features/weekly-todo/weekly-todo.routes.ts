import { Router } from "express";
import { weeklyTodoApi } from "@shared/api/weekly-todo";
import { contractRoutes } from "../../http/api-route";
import { forbidden } from "../../domain/domain-error";
import { triggerWeeklyTodo, type WeeklyTodoDeps } from "./weekly-todo.service";

export function weeklyTodoRoutes(deps: WeeklyTodoDeps): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");

  // A GET by the spec, yet it sends mail: a link on another site must not set it off.
  on(weeklyTodoApi.routes.trigger, ({ req }) => {
    if (req.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site requests are not allowed.");
    return triggerWeeklyTodo(deps);
  });

  return router;
}
