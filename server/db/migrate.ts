import path from "node:path";
import { existsSync } from "node:fs";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** Lock id shared by every instance so that only one applies migrations at a time. */
const MIGRATION_LOCK = 7_233_001;

export function migrationsFolder(): string {
  const candidates = [path.resolve(import.meta.dirname, "../../migrations"), path.resolve(process.cwd(), "migrations")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta/_journal.json")));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Applies the migrations (those of `folder`, by default the app's own) not yet applied. */
export async function applyMigrations(pool: pg.Pool, folder = migrationsFolder()): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
