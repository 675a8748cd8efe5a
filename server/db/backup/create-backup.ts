import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { appliedMigrations, appTables, sequenceValues } from "./catalog";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  END_OF_ROWS,
  qualified,
  quoteIdent,
  type BackupEnd,
  type BackupHeader,
  type BackupLabel,
  type TableStart,
} from "./format";

export interface BackupResult {
  file: string;
  bytes: number;
  tables: { name: string; rows: number }[];
}

/**
 * One consistent backup of the database: every table read in one REPEATABLE READ READ ONLY
 * transaction (one snapshot, writers never wait), each streamed by COPY TO STDOUT through gzip
 * into `dir`, so memory stays bounded whatever the size. Written to a .partial file, renamed
 * when complete; a failure removes the .partial file. `label` marks the backup job's files.
 */
export async function createBackup(
  pool: pg.Pool,
  dir: string,
  { now = new Date(), label }: { now?: Date; label?: BackupLabel } = {},
): Promise<BackupResult> {
  await mkdir(dir, { recursive: true });
  let file = path.join(dir, backupFileName(now, { label }));
  for (let n = 2; existsSync(file); n++) file = path.join(dir, backupFileName(now, { n, label }));
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { flags: "wx" });
  // Opened before the database is asked anything: a folder that takes no files fails here.
  try {
    await once(out, "open");
  } catch (error) {
    out.destroy();
    throw error;
  }
  const gzip = createGzip();
  // Rejects as soon as the file cannot be written (a full disk), so no write waits for a drain forever.
  const written = pipeline(gzip, out);
  written.catch(() => undefined);
  const write = async (data: string | Buffer) => {
    if (!gzip.write(data)) await Promise.race([once(gzip, "drain"), written]);
  };
  const tables: BackupResult["tables"] = [];
  let client: pg.PoolClient | undefined;
  try {
    client = await pool.connect();
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // A table is copied in one statement, however large: no quick request's limit applies.
    await client.query("SET LOCAL statement_timeout = 0");
    // The snapshot is taken by this first statement; everything below reads as of it.
    const migrations = await appliedMigrations(client);
    const appTableList = await appTables(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      migrations,
      // Sequences are outside transactions: read now, each is at least what the snapshot used.
      sequences: await sequenceValues(client),
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of appTableList) {
      const start: TableStart = { table };
      await write(`${JSON.stringify(start)}\n`);
      const columns = table.columns.map(quoteIdent).join(", ");
      const rows = client.query(copyTo(`COPY ${qualified(table.schema, table.name)} (${columns}) TO STDOUT`));
      for await (const chunk of rows) await write(chunk as Buffer);
      await write(`${END_OF_ROWS}\n`);
      tables.push({ name: `${table.schema}.${table.name}`, rows: rows.rowCount });
    }
    await client.query("COMMIT");
    client.release();
    client = undefined;
    const end: BackupEnd = { end: true, tables: tables.length, rows: tables.reduce((sum, t) => sum + t.rows, 0) };
    gzip.end(`${JSON.stringify(end)}\n`);
    await written;
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, tables };
  } catch (error) {
    // The connection may be mid-COPY: it is closed rather than reused (the read-only transaction ends with it).
    client?.release(error instanceof Error ? error : new Error(String(error)));
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
