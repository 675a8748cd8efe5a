import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import type { BackupOverview, BackupRun } from "@shared/backups/backup-dto";
import { BACKUP_RUNS_SHOWN, type BackupStarter } from "@shared/backups/backup-runs";
import { describeSchedule } from "@shared/backups/backup-schedule";
import { backupWarnings } from "@shared/backups/backup-warnings";
import { createBackup } from "../../db/backup/create-backup";
import type { Db } from "../../db/client";
import { BACKUP_KEY_PREFIX, type BackupBucket } from "../../integrations/storage/create-backup-storage";
import { logger } from "../../logger";
import { beyondKeep, isUnfinishedJobBackup } from "./backup-rotation";
import * as repo from "./backups.repository";

/** How backups are set up on this server (BACKUP_DIR, BACKUP_KEEP, BACKUP_SCHEDULE, S3_BUCKET). */
export interface BackupSettings {
  dir: string;
  keep: number;
  /** A cron expression, or null when scheduled backups are off. */
  schedule: string | null;
  /** Set when each backup is also copied to the S3 bucket. */
  bucket?: BackupBucket;
}

export interface BackupDeps {
  db: Db;
  pool: pg.Pool;
  backups: BackupSettings;
}

/** Runs recorded beyond this many are forgotten (the newest good one is always kept). */
const RUNS_KEPT = 200;

/** A reason a person can act on: the store's error code (AccessDenied) and the message, without a stack. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = /^[A-Z]\w+$/.test(error.name) && error.name !== "Error" ? error.name : "";
  const message = error.message && error.message !== "UnknownError" ? error.message : "";
  return [code, message].filter(Boolean).join(": ") || "an unknown error";
}

function toRun(row: repo.BackupRunRow): BackupRun {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    startedBy: row.startedBy,
    outcome: row.outcome,
    file: row.file,
    bytes: row.bytes,
    tables: row.tables,
    rows: row.rows,
    bucketCopy: row.bucket && row.bucketKey ? `s3://${row.bucket}/${row.bucketKey}` : null,
    bucketError: row.bucketError,
    error: row.error,
  };
}

/** The job's files a stopped process left half-written, and its backups past the newest `keep`; nothing else in the folder. */
async function pruneFolder(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  for (const name of [...names.filter(isUnfinishedJobBackup), ...beyondKeep(names, keep)]) await rm(path.join(dir, name), { force: true });
}

async function pruneBucket(bucket: BackupBucket, keep: number): Promise<void> {
  const keys = (await bucket.store.list("")).map((object) => object.key);
  for (const key of beyondKeep(keys, keep)) await bucket.store.remove(key);
}

/**
 * One run of the backup job: a backup into BACKUP_DIR (the same code as `npm run db:backup`),
 * copied to the bucket when there is one, then each place pruned to the newest `keep` of the
 * job's backups. The run is recorded when it ends, failed or not; a failure leaves no file.
 */
export async function runBackup(deps: BackupDeps, startedBy: BackupStarter): Promise<BackupRun> {
  const { dir, keep, bucket } = deps.backups;
  const startedAt = new Date();
  let backup: Awaited<ReturnType<typeof createBackup>>;
  try {
    backup = await createBackup(deps.pool, dir, { now: startedAt, label: "scheduled" });
  } catch (error) {
    return toRun(await repo.insertRun(deps.db, { startedAt, startedBy, outcome: "failed", error: reasonOf(error) }));
  }
  const name = path.basename(backup.file);
  let bucketError: string | null = null;
  if (bucket) {
    try {
      await bucket.store.putFile(name, backup.file, "application/gzip");
    } catch (error) {
      bucketError = `the copy to bucket ${bucket.name} failed: ${reasonOf(error)}`;
    }
    if (!bucketError) await pruneBucket(bucket, keep).catch((error: unknown) => logger.warn({ err: error }, "old backups in the bucket could not be removed"));
  }
  await pruneFolder(dir, keep).catch((error: unknown) => logger.warn({ err: error, dir }, "old backups could not be removed"));
  const row = await repo.insertRun(deps.db, {
    startedAt,
    startedBy,
    outcome: "succeeded",
    file: backup.file,
    bytes: backup.bytes,
    tables: backup.tables.length,
    rows: backup.tables.reduce((sum, table) => sum + table.rows, 0),
    bucket: bucket && !bucketError ? bucket.name : null,
    bucketKey: bucket && !bucketError ? `${BACKUP_KEY_PREFIX}${name}` : null,
    bucketError,
  });
  await repo.forgetOldRuns(deps.db, RUNS_KEPT);
  return toRun(row);
}

/** Records a backup made by `npm run db:backup`, so the admin panel counts it as the job's own. */
export async function recordCommandBackup(db: Db, run: Omit<repo.NewBackupRun, "startedBy">): Promise<void> {
  await repo.insertRun(db, { ...run, startedBy: "command" });
}

/** What the admin panel shows: the settings, the warnings, the newest good backup and the last runs. */
export async function backupOverview(deps: BackupDeps, now = new Date()): Promise<BackupOverview> {
  const { schedule, keep, dir, bucket } = deps.backups;
  const [runs, good] = await Promise.all([repo.recentRuns(deps.db, BACKUP_RUNS_SHOWN), repo.newestGoodRun(deps.db)]);
  const latest = runs[0] ? toRun(runs[0]) : null;
  const lastGood = good ? toRun(good) : null;
  return {
    schedule,
    scheduleText: describeSchedule(schedule),
    keep,
    directory: dir,
    bucket: bucket?.name ?? null,
    warnings: backupWarnings({ latest, lastGood, scheduled: schedule !== null, now }),
    lastGood,
    runs: runs.map(toRun),
  };
}
