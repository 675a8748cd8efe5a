import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { databaseUrl, withAdminClient } from "../../test/database-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { appliedMigrations, appTables } from "./catalog";
import { createBackup } from "./create-backup";
import { parseHeader, qualified, type BackupHeader } from "./format";
import { restoreBackup, RestoreRefused } from "./restore-backup";

let t: TestApp;
let dir: string;
const databases: { name: string; pool: pg.Pool }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), "toolkit-backups-"));
});
afterAll(async () => {
  for (const { name, pool } of databases) {
    await pool.end();
    await withAdminClient(inject("adminDatabaseUrl"), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** A brand-new database with nothing in it (no tables), as a fresh DATA_DIR gives. */
async function anEmptyDatabase(): Promise<pg.Pool> {
  const name = `toolkit_restore_${randomBytes(6).toString("hex")}`;
  await withAdminClient(inject("adminDatabaseUrl"), (c) => c.query(`CREATE DATABASE ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(inject("adminDatabaseUrl"), name), max: 3 });
  databases.push({ name, pool });
  return pool;
}

/** Every app table's rows, each as JSON text, sorted: two databases holding the same data compare equal. */
/** The table the last migration fills for comedians who existed before it. */
const STARTS = "public.joke_note_status_history_starts";

async function everyTable(pool: pg.Pool): Promise<Record<string, string[]>> {
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

async function sequences(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; value: string }>(
    "SELECT schemaname || '.' || sequencename AS name, coalesce(last_value, 0)::text AS value FROM pg_sequences WHERE schemaname = 'public'",
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** A copy of a backup file with its header changed. */
async function withHeader(file: string, change: (header: BackupHeader) => BackupHeader): Promise<string> {
  const text = gunzipSync(await readFile(file)).toString("utf8");
  const newline = text.indexOf("\n");
  const header = change(parseHeader(text.slice(0, newline)));
  const copy = path.join(dir, `edited-${randomBytes(4).toString("hex")}.backup.gz`);
  await writeFile(copy, gzipSync(`${JSON.stringify(header)}${text.slice(newline)}`));
  return copy;
}

async function seedAComedian() {
  const { agent, user } = await signedInAgent(t);
  const a = await aJokeNote(agent, { setup: "Airline food is a hostage situation" });
  const b = await aJokeNote(agent, { setup: "My dentist has a podcast", punchlines: ["it's all drilling"] });
  const set = (await agent.post("/api/set-lists").send({ name: "Friday", jokeNoteIds: [a.id, b.id] }).expect(201)).body;
  await agent
    .post("/api/performances")
    .send({
      performedAt: "2026-11-20T21:00:00Z",
      venue: "The Laugh Shack",
      setListId: set.id,
      ratings: [
        { jokeNoteId: a.id, rating: "killed" },
        { jokeNoteId: b.id, rating: "bombed" },
      ],
    })
    .expect(201);
  return { agent, user };
}

describe("a backup taken while the app writes, restored into an empty database", () => {
  it("holds the database as of one moment: every write acknowledged before it, nothing half-done, and counts that match", async () => {
    const { agent } = await seedAComedian();
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) acknowledged.push((await aJokeNote(agent, { setup: `Bit number ${i}` })).id);
    })();
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const before = [...acknowledged];
    const backup = await createBackup(t.pool, dir);
    const during = acknowledged.length;
    writing = false;
    await writer;
    expect(acknowledged.length, "writes continued while the backup ran").toBeGreaterThan(before.length);
    expect(path.basename(backup.file)).toMatch(/^toolkit-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.backup\.gz$/);
    expect(backup.bytes).toBeGreaterThan(0);

    const restored = await anEmptyDatabase();
    const result = await restoreBackup(restored, backup.file);
    expect(result.schema.kind).toBe("same");
    expect(result.tables.find((x) => x.name === "public.joke_notes")?.rows).toBeGreaterThanOrEqual(before.length + 2);

    const source = await everyTable(t.pool);
    const copy = await everyTable(restored);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(source).sort());
    // Notes, set lists, performances and users are only added here: each restored row is the source's.
    for (const table of ["public.users", "public.joke_notes", "public.set_lists", "public.set_list_items", "public.performances", "public.performance_ratings"]) {
      expect(copy[table]?.length, table).toBeGreaterThan(0);
      for (const row of copy[table] ?? []) expect(source[table], table).toContain(row);
    }
    const ids = (await restored.query<{ id: number }>("SELECT id FROM joke_notes")).rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(before));
    expect(ids.length).toBeLessThanOrEqual(2 + during + 1);
    // The counts kept by triggers came back as they were, and agree with the notes of the same moment.
    const counts = await restored.query(
      `SELECT c.user_id, c.status, c.n, (SELECT count(*)::int FROM joke_notes j
                WHERE j.user_id = c.user_id AND joke_note_status(j.on_stool, j.stool_category, j.stage) = c.status) AS actual
         FROM joke_note_status_counts c`,
    );
    expect(counts.rows.length).toBeGreaterThan(0);
    for (const row of counts.rows as { n: number; actual: number }[]) expect(row.n).toBe(row.actual);
    // The restored app keeps going: the next note gets a fresh id.
    const next = await restored.query<{ id: number }>(
      "INSERT INTO joke_notes (user_id, setup) SELECT user_id, 'after restore' FROM joke_notes LIMIT 1 RETURNING id",
    );
    expect(ids).not.toContain(next.rows[0]?.id);
  });

  it("restores a quiet database exactly: every table's rows and every sequence", async () => {
    await seedAComedian();
    const backup = await createBackup(t.pool, dir);
    const restored = await anEmptyDatabase();
    await restoreBackup(restored, backup.file);
    expect(await everyTable(restored)).toEqual(await everyTable(t.pool));
    expect(await sequences(restored)).toEqual(await sequences(t.pool));
    expect((await appliedMigrations(restored)).length).toBe((await appliedMigrations(t.pool)).length);
  });
});

describe("what a restore refuses", () => {
  it("refuses a database that holds data unless forced, then empties the app's tables first", async () => {
    await seedAComedian();
    const backup = await createBackup(t.pool, dir);
    const target = await anEmptyDatabase();
    await restoreBackup(target, backup.file);
    await target.query("INSERT INTO joke_notes (user_id, setup) SELECT id, 'written after the restore' FROM users LIMIT 1");

    await expect(restoreBackup(target, backup.file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target, backup.file)).rejects.toThrow(/holds data.*--force/);

    await restoreBackup(target, backup.file, { force: true });
    expect(await everyTable(target)).toEqual(await everyTable(t.pool));
  });

  it("refuses a backup made by newer code (a migration this code does not know) and says so", async () => {
    const backup = await createBackup(t.pool, dir);
    const newer = await withHeader(backup.file, (h) => ({
      ...h,
      migrations: [...h.migrations, { hash: "f".repeat(64), createdAt: 4_102_444_800_000 }],
    }));
    const target = await anEmptyDatabase();
    await expect(restoreBackup(target, newer)).rejects.toThrow(/newer code.*4102444800000/);
    expect(await appTables(target), "nothing was built or loaded").toEqual([]);
  });

  it("restores an older backup: builds the schema it had, loads it, then applies the later migrations", async () => {
    await seedAComedian();
    const backup = await createBackup(t.pool, dir);
    const older = await withHeader(backup.file, (h) => ({ ...h, migrations: h.migrations.slice(0, -1) }));
    const target = await anEmptyDatabase();
    const result = await restoreBackup(target, older);
    expect(result.schema).toMatchObject({ kind: "older" });
    expect(await appliedMigrations(target)).toEqual(await appliedMigrations(t.pool));
    // The later migration ran on the restored rows, as it would on an old site: the last one
    // (insights' status history) starts every existing comedian's history at its own run.
    const { [STARTS]: restoredStarts, ...restored } = await everyTable(target);
    const { [STARTS]: _sourceStarts, ...source } = await everyTable(t.pool);
    expect(restored).toEqual(source);
    const users = (await target.query<{ n: number }>("SELECT count(*)::int AS n FROM users")).rows[0]?.n;
    expect(restoredStarts).toHaveLength(users ?? -1);
  });

  it("refuses a file cut short and loads nothing", async () => {
    const backup = await createBackup(t.pool, dir);
    const text = gunzipSync(await readFile(backup.file)).toString("utf8");
    const cut = path.join(dir, "cut.backup.gz");
    await writeFile(cut, gzipSync(text.slice(0, text.lastIndexOf("{"))));
    const target = await anEmptyDatabase();
    await expect(restoreBackup(target, cut)).rejects.toThrow(/cut short/);
    expect((await target.query("SELECT count(*)::int AS n FROM users")).rows[0]).toEqual({ n: 0 });
  });

  it("says plainly when the database user may not turn triggers off for the load", async () => {
    const backup = await createBackup(t.pool, dir);
    const suffix = randomBytes(6).toString("hex");
    const role = `toolkit_restorer_${suffix}`;
    const name = `toolkit_restore_${suffix}`;
    const password = randomBytes(12).toString("hex");
    const adminUrl = inject("adminDatabaseUrl");
    await withAdminClient(adminUrl, async (c) => {
      await c.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await c.query(`CREATE DATABASE ${name} OWNER ${role}`);
    });
    const url = new URL(databaseUrl(adminUrl, name));
    url.username = role;
    url.password = password;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    try {
      await expect(restoreBackup(pool, backup.file)).rejects.toThrow(/may not set session_replication_role.*superuser.*GRANT SET ON PARAMETER/);
      expect(await appTables(pool), "refused before building anything").toEqual([]);
    } finally {
      await pool.end();
      await withAdminClient(adminUrl, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.query(`DROP ROLE IF EXISTS ${role}`);
      });
    }
  });
});
