import type { Db } from "../../db/client";
import type { Job } from "../../jobs/run-job";
import type { ErrorAlerts } from "./error-alerts.service";
import { pruneErrorLogs } from "./error-logs.service";

/** Daily: deletes error logs older than the retention period. */
export const pruneErrorLogsJob = (db: Db): Job<{ deleted: number }> => ({
  name: "prune-error-logs",
  schedule: "30 3 * * *",
  run: () => pruneErrorLogs(db),
});

/** Every 5 minutes: one digest mail of errors that kept happening after their alert. */
export const errorAlertDigestJob = (alerts: ErrorAlerts): Job<{ errors: number; mails: number }> => ({
  name: "error-alert-digest",
  schedule: "*/5 * * * *",
  run: () => alerts.sendDigests(),
});
