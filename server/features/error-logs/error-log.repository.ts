import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Severity } from "@shared/error-logs/severities";
import { errorLogs } from "@shared/schema/index";
import type { Db } from "../../db/client";

export type NewErrorLog = typeof errorLogs.$inferInsert;

export async function insertErrorLog(db: Db, entry: NewErrorLog): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db.insert(errorLogs).values(entry).returning({ id: errorLogs.id, createdAt: errorLogs.createdAt });
  if (!row) throw new Error("error log insert returned no row");
  return row;
}

export interface ErrorLogRow {
  id: number;
  message: string;
  severity: Severity;
  source: string | null;
  path: string | null;
  occurrences: number;
  createdAt: Date;
}

const source = sql<string | null>`${errorLogs.context} ->> 'source'`;
const path = sql<string | null>`${errorLogs.context} ->> 'path'`;

/** Logs since `since`, newest first; each counts how often its fingerprint was logged in the window. */
export async function listErrorLogsSince(
  db: Db,
  since: Date,
  { severity, limit }: { severity?: Severity; limit: number },
): Promise<ErrorLogRow[]> {
  const windowed = db
    .select({
      id: errorLogs.id,
      message: errorLogs.message,
      severity: errorLogs.severity,
      source: source.as("source"),
      path: path.as("path"),
      occurrences: sql<number>`(count(*) OVER (PARTITION BY coalesce(${errorLogs.fingerprint}, ${errorLogs.id}::text)))::int`.as(
        "occurrences",
      ),
      createdAt: errorLogs.createdAt,
    })
    .from(errorLogs)
    .where(gte(errorLogs.createdAt, since))
    .as("windowed");
  return db
    .select()
    .from(windowed)
    .where(severity ? eq(windowed.severity, severity) : undefined)
    .orderBy(desc(windowed.createdAt), desc(windowed.id))
    .limit(limit);
}

export async function countErrorLogsBySeverity(db: Db, since: Date): Promise<Partial<Record<Severity, number>>> {
  const rows = await db
    .select({ severity: errorLogs.severity, count: sql<number>`count(*)::int` })
    .from(errorLogs)
    .where(gte(errorLogs.createdAt, since))
    .groupBy(errorLogs.severity);
  return Object.fromEntries(rows.map((r) => [r.severity, r.count]));
}

export async function findErrorLog(db: Db, id: number, since: Date) {
  const [row] = await db
    .select({
      id: errorLogs.id,
      message: errorLogs.message,
      severity: errorLogs.severity,
      stack: errorLogs.stack,
      context: errorLogs.context,
      fingerprint: errorLogs.fingerprint,
      createdAt: errorLogs.createdAt,
    })
    .from(errorLogs)
    .where(and(eq(errorLogs.id, id), gte(errorLogs.createdAt, since)))
    .limit(1);
  return row;
}

export async function countByFingerprintSince(db: Db, fingerprint: string | null, since: Date): Promise<number> {
  if (!fingerprint) return 1;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(errorLogs)
    .where(and(eq(errorLogs.fingerprint, fingerprint), gte(errorLogs.createdAt, since)));
  return row?.count ?? 1;
}

/** The errors logged most often since `since`: one row per fingerprint, with its latest message. */
export async function topRepeatedSince(db: Db, since: Date, limit: number) {
  const result = await db.execute<{ message: string; severity: Severity; count: number; last_seen: string }>(sql`
    SELECT DISTINCT ON (grouped.key) grouped.message, grouped.severity, grouped.count, grouped.last_seen
    FROM (
      SELECT coalesce(${errorLogs.fingerprint}, ${errorLogs.message}) AS key, ${errorLogs.message} AS message,
             ${errorLogs.severity} AS severity, ${errorLogs.createdAt} AS created_at,
             count(*) OVER w AS count, max(${errorLogs.createdAt}) OVER w AS last_seen
      FROM ${errorLogs}
      WHERE ${errorLogs.createdAt} >= ${since.toISOString()}
      WINDOW w AS (PARTITION BY coalesce(${errorLogs.fingerprint}, ${errorLogs.message}))
    ) grouped
    ORDER BY grouped.key, grouped.created_at DESC
  `);
  return result.rows
    .map((r) => ({ message: r.message, severity: r.severity, count: Number(r.count), lastSeen: new Date(r.last_seen) }))
    .sort((a, b) => b.count - a.count || b.lastSeen.getTime() - a.lastSeen.getTime())
    .slice(0, limit);
}

export async function deleteErrorLogsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(errorLogs).where(lt(errorLogs.createdAt, before)).returning({ id: errorLogs.id });
  return deleted.length;
}
