import { Router } from "express";
import type { DatabaseProbe } from "../../db/availability";
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from "../../http/database-outage";

/**
 * For load balancers and start-up checks. `/health`: 200 while the app can serve (its database
 * answers), else 503 naming the database. `/health/live`: 200 while the process runs, whatever
 * the database does, for process supervisors (a restart would not bring the database back).
 */
export function healthRoutes(probe: DatabaseProbe): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    if (await probe()) {
      res.json({ status: "ok", database: "ok" });
      return;
    }
    res.set("Retry-After", String(RETRY_AFTER_SECONDS)).status(503).json({ status: "unavailable", database: "unavailable", message: DATABASE_UNAVAILABLE });
  });
  router.get("/health/live", (_req, res) => {
    res.json({ status: "ok" });
  });
  return router;
}
