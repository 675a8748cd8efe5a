import { createHash } from "node:crypto";
import type { ErrorLogDetail, ErrorLogList } from "@shared/error-logs/error-log-dto";
import type { ClientErrorReport, ErrorLogQuery } from "@shared/error-logs/error-log-input";
import { fingerprintSource } from "@shared/error-logs/fingerprint";
import { severities, type Severity } from "@shared/error-logs/severities";
import { cleanText } from "@shared/validation/user-text";
import type { Db } from "../../db/client";
import { notFound } from "../../domain/domain-error";
import { logger } from "../../logger";
import type { ErrorAlerts } from "./error-alerts.service";
import * as repo from "./error-log.repository";

export interface ErrorReport {
  message: string;
  stack?: string | undefined;
  severity: Severity;
  /** `source` ("server", "client", "chaos") and `path` are shown in the list. */
  context?: Record<string, unknown>;
}

const MESSAGE_MAX = 2_000;
const STACK_MAX = 10_000;
const CONTEXT_TEXT_MAX = 2_000;
/** Error Monitoring's window (spec: the past 24 hours). */
export const ERROR_WINDOW_HOURS = 24;
const LIST_LIMIT = 500;
/** How long logs are kept; the weekly TODO email looks back 7 days. */
export const ERROR_LOG_RETENTION_DAYS = 30;

/**
 * Strings cleaned of control characters (PostgreSQL refuses NUL in text and in jsonb) and
 * capped, so the error that a NUL byte caused can itself be stored.
 */
function storable(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cleanText(value).slice(0, CONTEXT_TEXT_MAX);
  if (value === null || typeof value !== "object") return typeof value === "bigint" ? String(value) : value;
  if (depth > 5) return "[nested too deep]";
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => storable(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 50)
      .map(([key, item]) => [cleanText(key), storable(item, depth + 1)]),
  );
}

const fingerprintOf = (message: string, stack: string | null) =>
  createHash("sha256").update(fingerprintSource(message, stack)).digest("hex").slice(0, 32);

/**
 * Stores an error for Error Monitoring and, when `alerts` is given and the error is high or
 * critical, mails the opted-in admins (throttled per distinct error). A mail failure is
 * logged, never thrown: storing the error is what matters.
 */
export async function recordError(db: Db, report: ErrorReport, alerts?: ErrorAlerts): Promise<{ id: number }> {
  const message = cleanText(report.message).slice(0, MESSAGE_MAX) || "(no message)";
  const stack = report.stack === undefined ? null : cleanText(report.stack).slice(0, STACK_MAX);
  const context = report.context === undefined ? null : (storable(report.context) as Record<string, unknown>);
  const fingerprint = fingerprintOf(message, stack);
  const stored = await repo.insertErrorLog(db, { message, stack, severity: report.severity, context, fingerprint });
  if (alerts) {
    const text = (key: string) => (typeof context?.[key] === "string" ? (context[key]) : null);
    await alerts
      .notify({
        id: stored.id,
        fingerprint,
        message,
        severity: report.severity,
        source: text("source") ?? "server",
        path: text("path"),
        createdAt: stored.createdAt,
      })
      .catch((error: unknown) => logger.error({ err: error }, "could not send the error alert"));
  }
  return { id: stored.id };
}

const windowStart = () => new Date(Date.now() - ERROR_WINDOW_HOURS * 60 * 60 * 1000);

/** The past 24 hours, newest first, optionally of one severity; counts are for all severities. */
export async function recentErrors(db: Db, query: ErrorLogQuery): Promise<ErrorLogList> {
  const since = windowStart();
  const [rows, counted] = await Promise.all([
    repo.listErrorLogsSince(db, since, { severity: query.severity, limit: LIST_LIMIT + 1 }),
    repo.countErrorLogsBySeverity(db, since),
  ]);
  const counts = Object.fromEntries(severities.map((s) => [s, counted[s] ?? 0])) as Record<Severity, number>;
  return {
    logs: rows.slice(0, LIST_LIMIT).map((row) => ({
      id: row.id,
      message: row.message,
      severity: row.severity,
      source: row.source ?? "server",
      path: row.path,
      occurrences: row.occurrences,
      createdAt: row.createdAt.toISOString(),
    })),
    counts,
    truncated: rows.length > LIST_LIMIT,
  };
}

/** One log with its stack and context (within the window). */
export async function errorDetail(db: Db, id: number): Promise<ErrorLogDetail> {
  const since = windowStart();
  const row = await repo.findErrorLog(db, id, since);
  if (!row) throw notFound("No error with this id was logged in the past 24 hours.");
  const context = row.context ?? null;
  const text = (key: string) => (typeof context?.[key] === "string" ? (context[key]) : null);
  return {
    id: row.id,
    message: row.message,
    severity: row.severity,
    source: text("source") ?? "server",
    path: text("path"),
    occurrences: await repo.countByFingerprintSince(db, row.fingerprint, since),
    createdAt: row.createdAt.toISOString(),
    stack: row.stack,
    context,
  };
}

/** A crash reported by a comedian's browser: stored as medium (a boundary crash, the whole page, as high). */
export async function recordClientError(
  db: Db,
  report: ClientErrorReport,
  who: { userId: number | null; userAgent: string | undefined },
  alerts?: ErrorAlerts,
): Promise<{ id: number }> {
  let path: string | null = null;
  try {
    path = report.url ? new URL(report.url).pathname : null;
  } catch {
    path = null;
  }
  return recordError(
    db,
    {
      message: report.message,
      stack: report.stack,
      severity: report.kind === "boundary" ? "high" : "medium",
      context: {
        source: "client",
        kind: report.kind,
        path,
        url: report.url ?? null,
        componentStack: report.componentStack ?? null,
        userId: who.userId,
        userAgent: who.userAgent?.slice(0, 500) ?? null,
      },
    },
    alerts,
  );
}

/** Severity counts and the most repeated errors since `since` (the weekly TODO email). */
export async function errorSummarySince(db: Db, since: Date) {
  const [counted, top] = await Promise.all([repo.countErrorLogsBySeverity(db, since), repo.topRepeatedSince(db, since, 5)]);
  const counts = Object.fromEntries(severities.map((s) => [s, counted[s] ?? 0])) as Record<Severity, number>;
  return { counts, top };
}

export async function pruneErrorLogs(db: Db, retentionDays = ERROR_LOG_RETENTION_DAYS): Promise<{ deleted: number }> {
  const deleted = await repo.deleteErrorLogsBefore(db, new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000));
  return { deleted };
}
