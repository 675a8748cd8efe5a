import { bigint, check, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { backupOutcomes, backupStarters } from "../backups/backup-runs";
import { oneOf } from "./columns";

/**
 * One row per run of the backup-database job (scheduled, or an admin's "Back up now"), written
 * when it ends, so a backup never holds its own run as unfinished. The admin panel reads the
 * newest; the job forgets all but the newest few hundred.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial().primaryKey(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedBy: text({ enum: backupStarters }).notNull(),
    outcome: text({ enum: backupOutcomes }).notNull(),
    /** The backup file on the server that made it (in BACKUP_DIR). */
    file: text(),
    bytes: bigint({ mode: "number" }),
    tables: integer(),
    rows: bigint({ mode: "number" }),
    /** The bucket and key the file was copied to. */
    bucket: text(),
    bucketKey: text(),
    /** Why the copy to the bucket failed (the file on disk is good). */
    bucketError: text(),
    /** Why the run failed (no file was kept). */
    error: text(),
  },
  (t) => [
    check("backup_runs_started_by_check", oneOf(t.startedBy, backupStarters)),
    check("backup_runs_outcome_check", oneOf(t.outcome, backupOutcomes)),
  ],
);
