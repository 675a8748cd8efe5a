import { sql } from "drizzle-orm";
import type { Severity } from "@shared/error-logs/severities";
import type { Db } from "../../db/client";

export interface AlertClaim {
  /** This instance sends the mail now. */
  send: boolean;
  /** Occurrences held back since the previous mail, to mention in this one. */
  heldBack: number;
}

/**
 * Decides, under a row lock, whether this occurrence of an error is mailed now (none mailed
 * for it within the window) or only counted for the next mail. Every instance goes through
 * the same row, so between them one mail per error per window goes out.
 */
export async function claimAlert(
  db: Db,
  entry: { fingerprint: string; message: string; severity: Severity },
  windowMinutes: number,
): Promise<AlertClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO error_alerts (fingerprint, last_sent_at, pending_count, last_message, last_severity)
      VALUES (${entry.fingerprint}, '-infinity', 0, ${entry.message}, ${entry.severity})
      ON CONFLICT (fingerprint) DO NOTHING`);
    const { rows } = await tx.execute<{ due: boolean; pending_count: number }>(sql`
      SELECT last_sent_at <= now() - make_interval(mins => ${windowMinutes}) AS due, pending_count
      FROM error_alerts WHERE fingerprint = ${entry.fingerprint} FOR UPDATE`);
    const row = rows[0];
    if (row?.due) {
      await tx.execute(sql`
        UPDATE error_alerts SET last_sent_at = now(), pending_count = 0, last_message = ${entry.message},
          last_severity = ${entry.severity}
        WHERE fingerprint = ${entry.fingerprint}`);
      return { send: true, heldBack: row.pending_count };
    }
    await tx.execute(sql`
      UPDATE error_alerts SET pending_count = pending_count + 1, last_message = ${entry.message},
        last_severity = ${entry.severity}
      WHERE fingerprint = ${entry.fingerprint}`);
    return { send: false, heldBack: 0 };
  });
}

export interface HeldBackAlert {
  fingerprint: string;
  count: number;
  message: string;
  severity: Severity;
}

/**
 * Claims every error whose window has passed with occurrences still unmailed, and marks
 * them mailed now: whichever instance runs this gets them, the others get none.
 */
export async function claimHeldBackAlerts(db: Db, windowMinutes: number): Promise<HeldBackAlert[]> {
  const { rows } = await db.execute<{ fingerprint: string; count: number; message: string; severity: Severity }>(sql`
    WITH due AS (
      SELECT fingerprint, pending_count, last_message, last_severity FROM error_alerts
      WHERE pending_count > 0 AND last_sent_at <= now() - make_interval(mins => ${windowMinutes})
      ORDER BY last_sent_at
      LIMIT 200
      FOR UPDATE SKIP LOCKED
    )
    UPDATE error_alerts SET last_sent_at = now(), pending_count = 0
    FROM due WHERE error_alerts.fingerprint = due.fingerprint
    RETURNING due.fingerprint, due.pending_count AS count, due.last_message AS message, due.last_severity AS severity`);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Alert rows with nothing pending and no mail for a day are forgotten. */
export async function deleteStaleAlerts(db: Db): Promise<number> {
  const { rowCount } = await db.execute(sql`
    DELETE FROM error_alerts WHERE pending_count = 0 AND last_sent_at < now() - interval '1 day'`);
  return rowCount ?? 0;
}
