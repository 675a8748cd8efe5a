import { Router } from "express";
import { requireAdmin } from "../../auth/require-user";
import { forbidden } from "../../http/http-error";
import { triggerWeeklyTodo, type WeeklyTodoDeps } from "./weekly-todo.service";

export function weeklyTodoRoutes(deps: WeeklyTodoDeps): Router {
  const router = Router();

  // A GET by the spec, yet it sends mail: a link on another site must not set it off.
  router.get("/admin/weekly-todo/trigger", requireAdmin, async (req, res) => {
    if (req.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site requests are not allowed.");
    res.json(await triggerWeeklyTodo(deps));
  });

  return router;
}
