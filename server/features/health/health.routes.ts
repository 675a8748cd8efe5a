import { Router } from "express";
import { healthApi } from "@shared/api/health";
import type { DatabaseProbe } from "../../db/availability";
import { contractRoutes } from "../../http/api-route";
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from "../../http/database-outage";
import { DomainError } from "../../domain/domain-error";

/** The 503 of `/health`: its body names the database, beside the outage's message. */
const databaseDown = () =>
  new DomainError("unavailable", DATABASE_UNAVAILABLE, { retryAfterSeconds: RETRY_AFTER_SECONDS, details: { status: "unavailable", database: "unavailable" } });

/**
 * For load balancers and start-up checks. `/health`: 200 while the app can serve (its database
 * answers), else 503 naming the database. `/health/live`: 200 while the process runs, whatever
 * the database does, for process supervisors (a restart would not bring the database back).
 */
export function healthRoutes(probe: DatabaseProbe): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = healthApi.routes;

  on(api.ready, async () => {
    if (!(await probe())) throw databaseDown();
    return { status: "ok" as const, database: "ok" as const };
  });
  on(api.live, () => ({ status: "ok" as const }));

  return router;
}
