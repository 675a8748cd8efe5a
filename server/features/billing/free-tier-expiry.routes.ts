import { Router } from "express";
import type pg from "pg";
import { billingApi } from "@shared/api/billing";
import { contractRoutes } from "../../http/api-route";
import { conflict } from "../../domain/domain-error";
import { runJob } from "../../jobs/run-job";
import { expireFreeDataJob } from "./free-tier-expiry.job";
import type { ExpiryDeps } from "./free-tier-expiry.service";

/** POST /api/admin/jobs/expire-free-data/run: the daily expiry now, answering what it did. */
export function freeTierExpiryRoutes(deps: ExpiryDeps & { pool: pg.Pool }): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  on(billingApi.routes.runFreeTierExpiry, async () => {
    const outcome = await runJob(deps.pool, expireFreeDataJob(deps));
    if (!outcome.ran) throw conflict("The expiry job is already running on another instance. Try again in a minute.");
    return outcome.result;
  });
  return router;
}
