import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { createGzip, type Gzip } from "node:zlib";
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
  type TableStart,
} from "./format";

export interface BackupResult {
  file: string;
  bytes: number;
  tables: { name: string; rows: number }[];
}

async function write(gzip: Gzip, data: string | Buffer): Promise<void> {
  if (!gzip.write(data)) await once(gzip, "drain");
}

/**
 * One consistent backup of the database: every table read in one REPEATABLE READ READ ONLY
 * transaction (one snapshot, writers never wait), each streamed by COPY TO STDOUT through gzip
 * into `dir`, so memory stays bounded whatever the size. Written to a .partial file, renamed
 * when complete.
 */
export async function createBackup(pool: pg.Pool, dir: string, now = new Date()): Promise<BackupResult> {
  await mkdir(dir, { recursive: true });
  let file = path.join(dir, backupFileName(now));
  for (let n = 2; existsSync(file); n++) file = path.join(dir, backupFileName(now).replace(".backup.gz", `-${n}.backup.gz`));
  const partial = `${file}.partial`;
  const client = await pool.connect();
  const gzip = createGzip();
  const out = createWriteStream(partial, { flags: "wx" });
  gzip.pipe(out);
  const tables: BackupResult["tables"] = [];
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
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
    await write(gzip, `${JSON.stringify(header)}\n`);
    for (const table of appTableList) {
      const start: TableStart = { table };
      await write(gzip, `${JSON.stringify(start)}\n`);
      const columns = table.columns.map(quoteIdent).join(", ");
      const rows = client.query(copyTo(`COPY ${qualified(table.schema, table.name)} (${columns}) TO STDOUT`));
      for await (const chunk of rows) await write(gzip, chunk as Buffer);
      await write(gzip, `${END_OF_ROWS}\n`);
      tables.push({ name: `${table.schema}.${table.name}`, rows: rows.rowCount });
    }
    await client.query("COMMIT");
    const end: BackupEnd = { end: true, tables: tables.length, rows: tables.reduce((sum, t) => sum + t.rows, 0) };
    gzip.end(`${JSON.stringify(end)}\n`);
    await finished(out);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, tables };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
}
