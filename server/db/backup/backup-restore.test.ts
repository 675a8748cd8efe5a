import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { emptyDatabases, everyTable, sequences } from "../../test/backup-databases";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { databaseUrl, withAdminClient } from "../../test/database-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { appliedMigrations, appTables } from "./catalog";
import { createBackup } from "./create-backup";
import { APP_CONNECTION_NAME, connect } from "../client";
import { applyMigrations, migrationsFolder } from "../migrate";
import { END_OF_ROWS, parseHeader, type BackupEnd, type BackupHeader, type TableStart } from "./format";
import { restoreBackup, RestoreRefused } from "./restore-backup";
import { migrationsCutAt } from "./schema-version";

let t: TestApp;
let dir: string;
const databases = emptyDatabases();

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), "toolkit-backups-"));
});
afterAll(async () => {
  await databases.drop();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** A brand-new database with nothing in it (no tables), as a fresh DATA_DIR gives. */
const anEmptyDatabase = async () => (await databases.create()).pool;

/** The table the insights migration (0036) fills for comedians who existed before it. */
const STARTS = "public.joke_note_status_history_starts";
const PLACES = "public.joke_note_places";
const LIST_VERSIONS = "public.joke_note_list_versions";
const INSIGHTS_VERSIONS = "public.insights_versions";

/** Each comedian's joke note ids in their saved order. */
async function savedOrders(pool: pg.Pool): Promise<{ user_id: number; ids: number[] }[]> {
  const { rows } = await pool.query<{ user_id: number; ids: number[] }>(
    "SELECT user_id, array_agg(joke_note_id ORDER BY sort_order) AS ids FROM joke_note_places GROUP BY user_id ORDER BY user_id",
  );
  return rows;
}

/** How many of the code's migrations come before the one whose tag starts with `tag`. */
function migrationsBefore(tag: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  expect(index, `migration ${tag} is in the journal`).toBeGreaterThan(0);
  return index;
}

/**
 * A copy of a backup as code `count` migrations in would have written it: the header lists
 * only those migrations, and the tables later ones created are left out (their schema is
 * built the way an old site's would be, to see which it had).
 */
async function asOlderCodeWroteIt(file: string, count: number): Promise<string> {
  const cut = await migrationsCutAt(migrationsFolder(), count);
  const scratch = await anEmptyDatabase();
  try {
    await applyMigrations(scratch, cut.folder);
  } finally {
    await cut.remove();
  }
  // The tables and columns the older code had: later ones are left out of its file.
  const had = new Map<string, Set<string>>();
  const columns = await scratch.query<{ table_schema: string; table_name: string; column_name: string }>(
    "SELECT table_schema, table_name, column_name FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
  );
  for (const row of columns.rows) {
    const key = `${row.table_schema}.${row.table_name}`;
    had.set(key, (had.get(key) ?? new Set()).add(row.column_name));
  }
  const [first = "", ...rest] = gunzipSync(await readFile(file)).toString("utf8").split("\n");
  const header = parseHeader(first);
  const kept = [JSON.stringify({ ...header, migrations: header.migrations.slice(0, count) })];
  let skipping = false;
  let inRows = false;
  let keepField: boolean[] = [];
  let tables = 0;
  for (const line of rest) {
    if (!skipping && !inRows && line.startsWith("{")) {
      const entry = JSON.parse(line) as Partial<TableStart & BackupEnd>;
      if (entry.table) {
        const hadColumns = had.get(`${entry.table.schema}.${entry.table.name}`);
        skipping = !hadColumns;
        if (hadColumns) {
          tables += 1;
          inRows = true;
          keepField = entry.table.columns.map((column) => hadColumns.has(column));
          kept.push(JSON.stringify({ ...entry, table: { ...entry.table, columns: entry.table.columns.filter((_, i) => keepField[i]) } }));
        }
        continue;
      } else if (entry.end) {
        kept.push(JSON.stringify({ ...entry, tables }));
        continue;
      }
    }
    if (line === END_OF_ROWS) {
      if (!skipping) kept.push(line);
      skipping = false;
      inRows = false;
    } else if (inRows) {
      // COPY's text format escapes tabs inside values, so a tab always parts two fields.
      kept.push(line.split("\t").filter((_, i) => keepField[i]).join("\t"));
    } else if (!skipping) kept.push(line);
  }
  const copy = path.join(dir, `older-${randomBytes(4).toString("hex")}.backup.gz`);
  await writeFile(copy, gzipSync(kept.join("\n")));
  return copy;
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

describe("a backup restored into an empty database", () => {
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

describe("what a backup leaves out", () => {
  it("leaves out the transcription queue's own schema (pg-boss keeps its jobs in partitioned tables there)", async () => {
    await t.pool.query(`CREATE SCHEMA pgboss;
      CREATE TABLE pgboss.job (id int, name text) PARTITION BY LIST (name);
      CREATE TABLE pgboss.job_a PARTITION OF pgboss.job FOR VALUES IN ('a');
      INSERT INTO pgboss.job VALUES (1, 'a')`);
    try {
      const backup = await createBackup(t.pool, dir);
      expect(backup.file).toBeTruthy();
      expect((await appTables(t.pool)).filter((table) => table.schema === "pgboss")).toEqual([]);
    } finally {
      await t.pool.query("DROP SCHEMA pgboss CASCADE");
    }
  });
});

describe("what a restore refuses", () => {
  it("refuses a database that holds data unless forced, then empties the app's tables first", async () => {
    await seedAComedian();
    const backup = await createBackup(t.pool, dir);
    const target = await anEmptyDatabase();
    await restoreBackup(target, backup.file);
    await target.query(`INSERT INTO joke_notes (user_id, setup) SELECT id, 'written after the restore' FROM users LIMIT 1`);

    await expect(restoreBackup(target, backup.file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target, backup.file)).rejects.toThrow(/holds data.*--force/);

    await restoreBackup(target, backup.file, { force: true });
    expect(await everyTable(target)).toEqual(await everyTable(t.pool));
  });

  it("refuses a database the app is still connected to, even when forced, and restores once it has stopped", async () => {
    await seedAComedian();
    const backup = await createBackup(t.pool, dir);
    const target = await databases.create();
    await restoreBackup(target.pool, backup.file);
    // An app instance still running on the database restored into.
    const app = connect(target.url, 2);
    await app.pool.query("SELECT 1");
    await expect(restoreBackup(target.pool, backup.file, { force: true })).rejects.toThrow(/app is still connected to this database \(1 connection\): stop it first/);
    expect(await everyTable(target.pool)).toEqual(await everyTable(t.pool));
    await app.pool.end();
    // Its server process goes a moment after the connection closes.
    await waitFor(
      async () => {
        const { rows } = await target.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1", [APP_CONNECTION_NAME]);
        return rows[0]?.n === 0;
      },
      { everyMs: 100, message: "the closed app connection's server process to go" },
    );
    await restoreBackup(target.pool, backup.file, { force: true });
    expect(await everyTable(target.pool)).toEqual(await everyTable(t.pool));
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
    const older = await asOlderCodeWroteIt(backup.file, migrationsBefore("0036_"));
    const target = await anEmptyDatabase();
    const result = await restoreBackup(target, older);
    expect(result.schema).toMatchObject({ kind: "older" });
    expect(await appliedMigrations(target)).toEqual(await appliedMigrations(t.pool));
    // The later migrations ran on the restored rows, as they would on an old site: 0036
    // (insights' status history) starts every existing comedian's history at its own run.
    // The older file had each note's place as a column this file does not carry (0040 moved
    // it to joke_note_places): 0038 numbered the restored notes newest first, the order they
    // were written in here, so the orders match where the numbers need not (and that
    // renumbering raised the list cache's version counter, which only has to change). 0041
    // keeps no insights version until a comedian's data changes (its count of changes here
    // differs from the source's, which saw every write).
    const {
      [STARTS]: restoredStarts,
      [PLACES]: _restoredPlaces,
      [LIST_VERSIONS]: _restoredListVersions,
      [INSIGHTS_VERSIONS]: restoredVersions,
      ...restored
    } = await everyTable(target);
    const {
      [STARTS]: _sourceStarts,
      [PLACES]: _sourcePlaces,
      [LIST_VERSIONS]: _sourceListVersions,
      [INSIGHTS_VERSIONS]: _sourceVersions,
      ...source
    } = await everyTable(t.pool);
    expect(restored).toEqual(source);
    expect(await savedOrders(target)).toEqual(await savedOrders(t.pool));
    const users = (await target.query<{ n: number }>("SELECT count(*)::int AS n FROM users")).rows[0]?.n;
    expect(restoredStarts).toHaveLength(users ?? -1);
    expect(restoredVersions).toEqual([]);
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
    pool.on("error", () => undefined);
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
