import { desc, eq, sql } from "drizzle-orm";
import { backupRuns } from "@shared/schema/index";
import type { Db } from "../../db/client";

export type BackupRunRow = typeof backupRuns.$inferSelect;
export type NewBackupRun = typeof backupRuns.$inferInsert;

export async function insertRun(db: Db, run: NewBackupRun): Promise<BackupRunRow> {
  const [row] = await db.insert(backupRuns).values(run).returning();
  if (!row) throw new Error("the backup run was not recorded");
  return row;
}

/** The newest runs, newest first. */
export function recentRuns(db: Db, limit: number): Promise<BackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(limit);
}

export async function newestGoodRun(db: Db): Promise<BackupRunRow | undefined> {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.outcome, "succeeded")).orderBy(desc(backupRuns.id)).limit(1);
  return row;
}

/** Forgets all runs but the newest `keep`, and never the newest good one, whatever its age. */
export async function forgetOldRuns(db: Db, keep: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM backup_runs
     WHERE id < (SELECT min(id) FROM (SELECT id FROM backup_runs ORDER BY id DESC LIMIT ${keep}) newest)
       AND id <> coalesce((SELECT max(id) FROM backup_runs WHERE outcome = 'succeeded'), 0)`);
}
