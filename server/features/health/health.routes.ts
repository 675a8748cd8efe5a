import { Router } from "express";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** For load balancers and start-up checks: 200 while the database answers. */
export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    await db.execute(sql`SELECT 1`);
    res.json({ status: "ok" });
  });
  return router;
}
