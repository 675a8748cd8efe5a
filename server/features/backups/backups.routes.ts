import { Router } from "express";
import { backupsApi } from "@shared/api/backups";
import { contractRoutes } from "../../http/api-route";
import { conflict } from "../../domain/domain-error";
import { runJob } from "../../jobs/run-job";
import { BackupFailed, backupDatabaseJob } from "./backups.job";
import { backupOverview, type BackupDeps } from "./backups.service";

/** GET /api/admin/backups: the panel's view; POST: the backup job now, under the same lock as its schedule. */
export function backupRoutes(deps: BackupDeps): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  on(backupsApi.routes.overview, () => backupOverview(deps));
  on(backupsApi.routes.run, async () => {
    try {
      const outcome = await runJob(deps.pool, backupDatabaseJob(deps, "admin"));
      if (!outcome.ran) throw conflict("A backup is already running. Its result shows here when it ends.");
      return { run: outcome.result };
    } catch (error) {
      // Recorded as it went; the panel shows the reason.
      if (error instanceof BackupFailed) return { run: error.run };
      throw error;
    }
  });
  return router;
}
