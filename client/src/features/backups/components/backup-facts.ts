import type { BackupRun } from "@shared/backups/backup-dto";
import { formatBytes } from "@shared/videos/video-rules";

/** "1.2 MB" and how much it holds, for a run that made a file. */
export function backupSize(run: Pick<BackupRun, "bytes" | "tables" | "rows">): string {
  if (run.bytes === null) return "no file";
  const rows = run.rows === null ? "" : `, ${run.rows.toLocaleString("en-US")} rows`;
  return `${formatBytes(run.bytes)}${run.tables === null ? "" : ` (${run.tables} tables${rows})`}`;
}

/** Where a good backup went: "on the server", "on the server and in the bucket". */
export function backupPlaces(run: Pick<BackupRun, "bucketCopy" | "bucketError">): string {
  return run.bucketCopy ? "on the server and in the bucket" : run.bucketError ? "on the server only (the bucket copy failed)" : "on the server";
}
