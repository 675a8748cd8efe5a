import type { BackupRun } from "@shared/backups/backup-dto";
import type { BackupStarter } from "@shared/backups/backup-runs";
import type { Job } from "../../jobs/run-job";
import { runBackup, type BackupDeps } from "./backups.service";

export const BACKUP_DATABASE_JOB = "backup-database";

/** A run that did not end with a good backup in every place it should be; it carries the run as recorded. */
export class BackupFailed extends Error {
  constructor(readonly run: BackupRun) {
    super(run.outcome === "failed" ? `the backup failed: ${run.error}` : `the backup was saved, but ${run.bucketError}`);
    this.name = "BackupFailed";
  }
}

/**
 * On BACKUP_SCHEDULE (server time; default daily at 02:30), or when an admin asks: a backup,
 * its copy in the bucket, and the newest BACKUP_KEEP kept. A failure is thrown after it is
 * recorded, so job_runs and the job metrics count it too.
 */
export const backupDatabaseJob = (deps: BackupDeps, startedBy: BackupStarter = "schedule"): Job<BackupRun> => ({
  name: BACKUP_DATABASE_JOB,
  schedule: deps.backups.schedule ?? "30 2 * * *",
  run: async () => {
    const run = await runBackup(deps, startedBy);
    if (run.outcome === "failed" || run.bucketError) throw new BackupFailed(run);
    return run;
  },
});
