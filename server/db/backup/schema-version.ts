import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { AppliedMigration } from "./format";

export type SchemaComparison =
  | { kind: "same"; count: number }
  | { kind: "older"; count: number; of: number }
  | { kind: "newer"; unknown: AppliedMigration[] };

/** The code's migrations, in journal order, as drizzle records them once applied. */
export function codeMigrations(migrationsFolder: string): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
}

/**
 * Where a list of applied migrations stands against the code's: drizzle knows a migration by
 * its `created_at` (the journal's `when`), so that is what is compared. Applied ones must be
 * the code's first ones; one the code does not know means a newer schema.
 */
export function compareMigrations(applied: AppliedMigration[], code: AppliedMigration[]): SchemaComparison {
  const known = new Set(code.map((m) => m.createdAt));
  const unknown = applied.filter((m) => !known.has(m.createdAt));
  if (unknown.length > 0) return { kind: "newer", unknown };
  const prefix = code.slice(0, applied.length).every((m, i) => m.createdAt === applied[i]?.createdAt);
  if (!prefix) throw new Error("the backup's migrations are not the code's first ones in order; it cannot be restored here");
  return applied.length === code.length ? { kind: "same", count: code.length } : { kind: "older", count: applied.length, of: code.length };
}

/** A copy of the migrations folder whose journal stops after its first `count` entries. */
export async function migrationsCutAt(
  migrationsFolder: string,
  count: number,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "toolkit-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
