// Databases a backup test restores into, and what it compares them by.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { appTables } from "../db/backup/catalog";
import { qualified } from "../db/backup/format";
import { databaseUrl, withAdminClient } from "./database-server";

/** Brand-new databases with nothing in them (no tables), as a fresh DATA_DIR gives; `drop` removes them all. */
export function emptyDatabases() {
  const made: { name: string; url: string; pool: pg.Pool }[] = [];
  return {
    async create(): Promise<{ name: string; url: string; pool: pg.Pool }> {
      const name = `toolkit_restore_${randomBytes(6).toString("hex")}`;
      await withAdminClient(inject("adminDatabaseUrl"), (c) => c.query(`CREATE DATABASE ${name}`));
      const url = databaseUrl(inject("adminDatabaseUrl"), name);
      const pool = new pg.Pool({ connectionString: url, max: 3 });
      // pool.end() lets go of its clients before they have closed; the forced drop afterwards
      // may end one of them first, which the pool reports as an error of an idle client.
      pool.on("error", () => undefined);
      const database = { name, url, pool };
      made.push(database);
      return database;
    },
    async drop(): Promise<void> {
      for (const { name, pool } of made.splice(0)) {
        await pool.end();
        await withAdminClient(inject("adminDatabaseUrl"), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    },
  };
}

/** Every app table's rows, each as JSON text, sorted: two databases holding the same data compare equal. */
export async function everyTable(pool: pg.Pool): Promise<Record<string, string[]>> {
  const client = await pool.connect();
  try {
    const tables: Record<string, string[]> = {};
    for (const table of await appTables(client)) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${qualified(table.schema, table.name)} t`);
      tables[`${table.schema}.${table.name}`] = rows.map((r) => r.row).sort();
    }
    return tables;
  } finally {
    client.release();
  }
}

/** Each sequence's last value (0 when never used), by name. */
export async function sequences(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; value: string }>(
    "SELECT schemaname || '.' || sequencename AS name, coalesce(last_value, 0)::text AS value FROM pg_sequences WHERE schemaname = 'public'",
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}
