import { z } from "zod";
import { backupOutcomes, backupStarters } from "./backup-runs";

/** One run of the backup-database job, as the admin panel shows it. */
export const backupRunSchema = z.object({
  id: z.number().int(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  startedBy: z.enum(backupStarters),
  outcome: z.enum(backupOutcomes),
  /** The file on the server's disk (in BACKUP_DIR); null when the run failed. */
  file: z.string().nullable(),
  bytes: z.number().int().nullable(),
  tables: z.number().int().nullable(),
  rows: z.number().int().nullable(),
  /** Where the copy went in the bucket (`s3://bucket/backups/…`); null without a bucket or when the copy failed. */
  bucketCopy: z.string().nullable(),
  /** Why the copy to the bucket failed, when it did (the file on disk is good). */
  bucketError: z.string().nullable(),
  /** Why the run failed. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** GET /api/admin/backups: how backups are set up, what needs an admin's attention, and the last runs. */
export const backupOverviewSchema = z.object({
  /** BACKUP_SCHEDULE's cron expression (server time), or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  /** The same, in words ("Daily at 02:30"). */
  scheduleText: z.string(),
  /** BACKUP_KEEP: how many of its backups the job keeps, on disk and in the bucket. */
  keep: z.number().int(),
  /** BACKUP_DIR on the server. */
  directory: z.string(),
  /** S3_BUCKET, when backups are also copied there. */
  bucket: z.string().nullable(),
  /** What needs an admin's attention, each a sentence; empty when all is well. */
  warnings: z.array(z.string()),
  /** The newest backup that succeeded (it may be older than the runs listed). */
  lastGood: backupRunSchema.nullable(),
  /** The newest runs, newest first. */
  runs: z.array(backupRunSchema),
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;

/** POST /api/admin/backups: the run "Back up now" made, as recorded (a failed one says why). */
export const backupRunResultSchema = z.object({ run: backupRunSchema });
