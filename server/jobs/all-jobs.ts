import type pg from "pg";
import type { Db } from "../db/client";
import { backupDatabaseJob } from "../features/backups/backups.job";
import type { BackupSettings } from "../features/backups/backups.service";
import { expireFreeDataJob } from "../features/billing/free-tier-expiry.job";
import { createErrorAlerts } from "../features/error-logs/error-alerts.service";
import { errorAlertDigestJob, pruneErrorLogsJob } from "../features/error-logs/error-logs.jobs";
import { purgeRecordingIdempotencyKeysJob, removeDeletedRecordingAudioJob } from "../features/recordings/recordings.jobs";
import { sweepAbandonedUploadsJob } from "../features/videos/videos.jobs";
import { purgeIdempotencyKeysJob } from "../features/joke-notes/joke-notes.jobs";
import { forgetOldStatusChangesJob } from "../features/insights/insights.jobs";
import { weeklyTodoJob } from "../features/weekly-todo/weekly-todo.job";
import type { Mailer } from "../integrations/mail/mailer";
import type { ObjectStore } from "../integrations/storage/object-store";
import type { VideoStorage } from "../integrations/storage/video-storage";
import type { Job } from "./run-job";
import { sweepRateLimitsJob } from "./sweep-rate-limits.job";
import type { SmsNumbers } from "../integrations/sms/sms-numbers";

export interface JobDeps {
  pool: pg.Pool;
  db: Db;
  mailer: Mailer;
  appUrl: string;
  smsNumbers?: SmsNumbers;
  videoStorage: VideoStorage;
  recordingStorage: ObjectStore;
  /** The backup job runs when these are given with a schedule (BACKUP_SCHEDULE not off). */
  backups?: BackupSettings;
}

/** Every scheduled job; the README lists each with its schedule. */
export const allJobs = (deps: JobDeps): Job[] => [
  sweepRateLimitsJob(deps.pool),
  pruneErrorLogsJob(deps.db),
  errorAlertDigestJob(createErrorAlerts(deps)),
  weeklyTodoJob(deps),
  sweepAbandonedUploadsJob({ db: deps.db, storage: deps.videoStorage }),
  expireFreeDataJob({ db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl, recordingStorage: deps.recordingStorage }),
  removeDeletedRecordingAudioJob({ db: deps.db, storage: deps.recordingStorage }),
  purgeRecordingIdempotencyKeysJob({ db: deps.db, storage: deps.recordingStorage }),
  purgeIdempotencyKeysJob(deps.db),
  forgetOldStatusChangesJob(deps.db),
  ...(deps.backups?.schedule ? [backupDatabaseJob({ db: deps.db, pool: deps.pool, backups: deps.backups })] : []),
];
