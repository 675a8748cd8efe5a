import type pg from "pg";
import { qualified, type AppliedMigration, type SequenceValue } from "./format";

/**
 * Schemas that are PostgreSQL's own, drizzle's bookkeeping (its rows go in the header), or the
 * transcription queue's (pg-boss: jobs in flight, made again after a restore from the
 * transcripts still waiting, and partitioned tables COPY cannot read whole).
 */
const NOT_APP_SCHEMAS = ["pg_catalog", "information_schema", "drizzle", "pg_toast", "pgboss"];

/**
 * Tables a freshly migrated database already fills (seed migrations): rows there are not
 * "data". A new seed migration adds its table here.
 */
export const SEEDED_TABLES = ["site_settings", "chaos_state", "free_tier_expiring_tables"];

export interface AppTable {
  schema: string;
  name: string;
  /** Stored columns in order (generated ones are computed again on load). */
  columns: string[];
}

type Queryable = Pick<pg.ClientBase, "query">;

export async function appTables(client: Queryable): Promise<AppTable[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname <> ALL($1) AND n.nspname NOT LIKE 'pg_temp%'
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [NOT_APP_SCHEMAS],
  );
  return rows;
}

export async function appliedMigrations(client: Queryable): Promise<AppliedMigration[]> {
  const exists = await client.query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`);
  if (!(exists.rows[0] as { exists: boolean }).exists) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    "SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id",
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

export async function sequenceValues(client: Queryable): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname <> ALL($1) ORDER BY 1, 2`,
    [NOT_APP_SCHEMAS],
  );
  const values: SequenceValue[] = [];
  for (const { schema, name } of rows) {
    const value = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${qualified(schema, name)}`,
    );
    const [row] = value.rows;
    if (row) values.push({ schema, name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return values;
}

/** The app tables (seeded ones aside) that hold at least one row. */
export async function tablesHoldingData(client: Queryable): Promise<string[]> {
  const holding: string[] = [];
  for (const table of await appTables(client)) {
    if (table.schema === "public" && SEEDED_TABLES.includes(table.name)) continue;
    const { rowCount } = await client.query(`SELECT 1 FROM ${qualified(table.schema, table.name)} LIMIT 1`);
    if (rowCount) holding.push(`${table.schema}.${table.name}`);
  }
  return holding;
}
