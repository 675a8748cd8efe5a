import { once } from "node:events";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type pg from "pg";
import { from as copyFrom, type CopyStreamQuery } from "pg-copy-streams";
import { APP_CONNECTION_NAME } from "../client";
import { applyMigrations, migrationsFolder } from "../migrate";
import { appliedMigrations, appTables, tablesHoldingData, type AppTable } from "./catalog";
import { END_OF_ROWS, parseHeader, qualified, quoteIdent, type BackupEnd, type BackupHeader, type TableStart } from "./format";
import { codeMigrations, compareMigrations, migrationsCutAt, type SchemaComparison } from "./schema-version";
import { isPgError, PG_ERROR } from "../postgres-errors";

/** A restore that was not started because it would lose or mix data; the message says why. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  header: BackupHeader;
  schema: SchemaComparison;
  tables: { name: string; rows: number }[];
}

function lines(file: string) {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const reader = lines(file);
  try {
    for await (const line of reader) return parseHeader(line);
    return parseHeader(undefined);
  } finally {
    reader.close();
  }
}

/**
 * Restores a backup into an empty database (or, with `force`, one whose app tables are emptied
 * first): builds the schema up to the backup's last migration, loads every table with COPY FROM
 * in one transaction with triggers and FK checks off (session_replication_role = replica, so
 * counts kept by triggers come back as they were), sets the sequences, then applies the code's
 * later migrations. A backup from newer code is refused.
 */
export async function restoreBackup(
  pool: pg.Pool,
  file: string,
  { force = false, folder = migrationsFolder() }: { force?: boolean; folder?: string } = {},
): Promise<RestoreResult> {
  const header = await readBackupHeader(file);
  const code = codeMigrations(folder);
  const schema = compareMigrations(header.migrations, code);
  if (schema.kind === "newer") {
    const unknown = schema.unknown.map((m) => `created_at ${m.createdAt} (hash ${m.hash.slice(0, 12)})`).join(", ");
    throw new RestoreRefused(
      `this backup was taken by newer code: it has migration(s) this code does not know (${unknown}). Restore it with the version of the app that made it, or a later one.`,
    );
  }

  const client = await pool.connect();
  try {
    // Asked before anything is built, so a refusal leaves the database as it was.
    await client.query("BEGIN");
    try {
      await triggersOff(client);
    } finally {
      await client.query("ROLLBACK");
    }
    // A running app would write on between the emptying and the loading, --force or not.
    const app = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [APP_CONNECTION_NAME],
    );
    const appConnections = app.rows[0]?.n ?? 0;
    if (appConnections > 0) {
      throw new RestoreRefused(
        `the app is still connected to this database (${appConnections} connection${appConnections === 1 ? "" : "s"}): stop it first, so none of its writes mix with the backup's rows`,
      );
    }
    const holding = await tablesHoldingData(client);
    if (holding.length > 0 && !force) {
      throw new RestoreRefused(
        `the database holds data (${holding.slice(0, 5).join(", ")}${holding.length > 5 ? ", …" : ""}); restore into an empty database, or pass --force to empty the app's tables first`,
      );
    }
    const inDatabase = await appliedMigrations(client);
    if (inDatabase.length === 0 && (await appTables(client)).length > 0) {
      throw new RestoreRefused("the database has tables but no record of the app's migrations; restore into an empty database");
    }
    const here = compareMigrations(inDatabase, code);
    if (here.kind === "newer" || inDatabase.length > header.migrations.length) {
      throw new RestoreRefused(
        `the database's schema is newer than the backup's (${inDatabase.length} migrations applied, the backup has ${header.migrations.length}); restore into an empty database`,
      );
    }
  } finally {
    client.release();
  }

  if (schema.kind === "same") {
    await applyMigrations(pool, folder);
  } else {
    const cut = await migrationsCutAt(folder, schema.count);
    try {
      await applyMigrations(pool, cut.folder);
    } finally {
      await cut.remove();
    }
  }
  const tables = await loadTables(pool, file, header);
  if (schema.kind === "older") await applyMigrations(pool, folder);
  return { header, schema, tables };
}

/** Loads run with triggers and FK checks off; a user who may not do that is told how to fix it. */
async function triggersOff(client: pg.PoolClient): Promise<void> {
  try {
    await client.query("SET LOCAL session_replication_role = replica");
  } catch (error) {
    if (isPgError(error, PG_ERROR.insufficientPrivilege)) {
      throw new RestoreRefused(
        "this database user may not set session_replication_role (needed to load rows without firing triggers or checking foreign keys in between): restore as a superuser, or GRANT SET ON PARAMETER session_replication_role TO the user (PostgreSQL 15+)",
      );
    }
    throw error;
  }
}

async function loadTables(pool: pg.Pool, file: string, header: BackupHeader): Promise<RestoreResult["tables"]> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await triggersOff(client);
    const existing = new Map((await appTables(client)).map((t) => [`${t.schema}.${t.name}`, t] as const));
    // Migrations seed some rows; the backup's rows replace them (and anything --force empties).
    if (existing.size > 0) await client.query(`TRUNCATE ${[...existing.values()].map((t) => qualified(t.schema, t.name)).join(", ")}`);
    const restored = await copyRows(client, file, existing);
    for (const seq of header.sequences) {
      const name = qualified(seq.schema, seq.name);
      const found = await client.query("SELECT to_regclass($1) IS NOT NULL AS found", [name]);
      if (!(found.rows[0] as { found: boolean }).found) continue;
      await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [name, seq.lastValue, seq.isCalled]);
    }
    await client.query("COMMIT");
    return restored;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function copyRows(client: pg.PoolClient, file: string, existing: Map<string, AppTable>): Promise<RestoreResult["tables"]> {
  const restored: RestoreResult["tables"] = [];
  let current: { name: string; stream: CopyStreamQuery } | undefined;
  let end: BackupEnd | undefined;
  let first = true;
  const reader = lines(file);
  try {
    for await (const line of reader) {
      if (first) {
        first = false;
        continue;
      }
      if (current) {
        if (line === END_OF_ROWS) {
          current.stream.end();
          await finished(current.stream);
          restored.push({ name: current.name, rows: current.stream.rowCount });
          current = undefined;
        } else if (!current.stream.write(`${line}\n`)) {
          await once(current.stream, "drain");
        }
        continue;
      }
      const entry = JSON.parse(line) as Partial<TableStart & BackupEnd>;
      if (entry.table) {
        const name = `${entry.table.schema}.${entry.table.name}`;
        if (!existing.has(name)) throw new Error(`the backup has a table the schema does not: ${name}`);
        const columns = entry.table.columns.map(quoteIdent).join(", ");
        const stream = client.query(copyFrom(`COPY ${qualified(entry.table.schema, entry.table.name)} (${columns}) FROM STDIN`));
        current = { name, stream };
      } else if (entry.end) {
        end = entry as BackupEnd;
      } else {
        throw new Error("the backup file has a line it should not");
      }
    }
  } finally {
    reader.close();
  }
  if (!end || current) throw new Error("the backup file is cut short (no end marker); nothing was restored");
  return restored;
}
