/** How a run of the backup-database job ended. */
export const backupOutcomes = ["succeeded", "failed"] as const;
export type BackupOutcome = (typeof backupOutcomes)[number];

/** What started it: its schedule (BACKUP_SCHEDULE), an admin's "Back up now", or `npm run db:backup`. */
export const backupStarters = ["schedule", "admin", "command"] as const;
export type BackupStarter = (typeof backupStarters)[number];

/** Past this age the newest good backup is worth a warning (two days: one missed daily run is not yet alarming). */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/** Runs the admin panel lists (and the table keeps at least as many). */
export const BACKUP_RUNS_SHOWN = 10;
