import { backupOverviewSchema, backupRunResultSchema } from "../backups/backup-dto";
import { defineRoute, defineRouteGroup } from "./route";

export const backupsApi = defineRouteGroup({
  tag: "Admin: backups",
  description: "Backups of the database: how the backup-database job is set up, its last runs, and a backup now.",
  routes: {
    overview: defineRoute({
      method: "GET",
      path: "/api/admin/backups",
      summary: "The backup job's settings, the newest good backup, the last runs, and what needs attention",
      description:
        "`warnings` names what needs an admin: the last run failed (with its reason) or its copy to the bucket did, no backup exists yet, the newest good one is older than two days, or scheduled backups are off.",
      access: "admin",
      responses: { 200: backupOverviewSchema },
    }),
    run: defineRoute({
      method: "POST",
      path: "/api/admin/backups",
      summary: "Back up now: runs the backup job at once and answers the run as recorded",
      description:
        "The run's `outcome` is `failed` (with `error`) when no backup was made, and `bucketError` is set when the file was saved but not copied to the bucket. 409 while a backup is running (on any instance).",
      access: "admin",
      responses: { 200: backupRunResultSchema },
    }),
  },
});
