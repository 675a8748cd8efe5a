// The proof that a backup is worth having: every kind of material two comedians and an admin
// make, backed up while both comedians keep writing, restored into a fresh database, equal
// table by table and row by row to the database as it was when the backup began, and the
// restored site keeps going (sessions still sign in, new rows get new ids).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDatabases, everyTable, sequences } from "../../test/backup-databases";
import { aJokeNote, signedInAdmin, signedInAgent, type TestUser } from "../../test/factories";
import { aFinishedRecording } from "../../test/recording-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";

let t: TestApp;
let dir: string;
const databases = emptyDatabases();

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), "toolkit-backup-proof-"));
});
afterAll(async () => {
  await databases.drop();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Everything a comedian makes in the app, through the API as the pages make it. */
async function aComediansMaterial(agent: supertest.Agent, name: string, couponCode?: string) {
  await agent.put("/api/profile").send({ aboutMe: `${name} does crowd work`, keywords: ["airports", "dentists"] }).expect(200);
  const opener = await aJokeNote(agent, { setup: `${name}: my dentist has a podcast`, punchlines: ["it is all drilling"] });
  const closer = await aJokeNote(agent, { setup: `${name}: airline food is a hostage situation`, punchlines: ["the pretzels negotiate"] });
  // Edits keep the earlier text as versions.
  await agent.put(`/api/joke-notes/${opener.id}`).send({ setup: `${name}: my dentist has a true-crime podcast`, punchlines: ["all drilling, no killing"] }).expect(200);
  await agent.patch(`/api/joke-notes/${closer.id}`).send({ stage: "working_on" }).expect(200);
  await agent.patch(`/api/joke-notes/${opener.id}/move-to-stool`).send({ stoolCategory: "my_stool" }).expect(200);
  await agent.post("/api/joke-notes").set("Idempotency-Key", randomUUID()).send({ setup: `${name}: texted from the train` }).expect(201);
  await agent.post("/api/notes").send({ title: `${name}'s road notes`, content: "Tuesday open mic runs long" }).expect(201);
  const category = await agent.post("/api/thought-categories").send({ name: `${name}'s family`, color: "#EF4444" }).expect(201);
  await agent.post("/api/thoughts").send({ categoryId: (category.body as { id: number }).id, content: "Mum texts in all caps", tags: "mum, texts" }).expect(201);
  const set = await agent.post("/api/set-lists").send({ name: `${name}'s Friday`, jokeNoteIds: [opener.id, closer.id] }).expect(201);
  await agent
    .post("/api/performances")
    .send({
      performedAt: "2026-11-20T21:00:00Z",
      venue: "The Laugh Shack",
      setListId: (set.body as { id: number }).id,
      ratings: [
        { jokeNoteId: opener.id, rating: "killed" },
        { jokeNoteId: closer.id, rating: "bombed" },
      ],
    })
    .expect(201);
  await aFinishedRecording(agent, [
    { jokeNoteId: opener.id, startMs: 0, endMs: 30_000 },
    { jokeNoteId: closer.id, startMs: 30_000, endMs: 60_000 },
  ]);
  await agent.post("/api/beta-features/track").send({ featureName: "my_thoughts" }).expect((res) => expect(res.status).toBeLessThan(300));
  if (couponCode) await agent.post("/api/billing/checkout").send({ plan: "premium", couponCode }).expect(200);
}

/** One comedian writing on another device: each round a note, an edit, a thought and a show; counts what was acknowledged. */
function aWriter(agent: supertest.Agent) {
  let writing = true;
  const acknowledged: string[] = [];
  let failed = false;
  const done = (async () => {
    for (let round = 0; writing; round += 1) {
      const note = await aJokeNote(agent, { setup: `Written during the backup, round ${round}` });
      acknowledged.push(`joke note ${note.id}`);
      await agent.put(`/api/joke-notes/${note.id}`).send({ setup: `Rewritten during the backup, round ${round}` }).expect(200);
      acknowledged.push(`version of ${note.id}`);
      await agent.post("/api/notes").send({ title: `Round ${round}`, content: "while the backup ran" }).expect(201);
      acknowledged.push(`note ${round}`);
      await agent.post("/api/performances").send({ performedAt: "2026-11-21T21:00:00Z", venue: `Room ${round}`, ratings: [{ jokeNoteId: note.id, rating: "good" }] }).expect(201);
      acknowledged.push(`performance ${round}`);
    }
  })();
  // A failed write is reported when the writer is stopped, not as a stray rejection.
  done.catch(() => {
    failed = true;
  });
  return {
    acknowledged,
    failed: () => failed,
    stop: async () => {
      writing = false;
      await done;
    },
  };
}

/** Holds ACCESS EXCLUSIVE on a table, so a backup reaching it waits there with its snapshot taken. */
async function lockTable(table: string) {
  const client = await t.pool.connect();
  await client.query("BEGIN");
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    async waitForBackup(): Promise<void> {
      await waitFor(async () => ((await t.pool.query("SELECT 1 FROM pg_locks WHERE relation = $1::regclass AND NOT granted", [table])).rowCount ?? 0) > 0, {
        timeoutMs: 30_000,
        message: `the backup to wait for ${table}`,
      });
    },
    async release() {
      await client.query("COMMIT");
      client.release();
    },
  };
}

const writesUntil = async (writers: ReturnType<typeof aWriter>[], count: number) => {
  while (writers.some((w) => w.acknowledged.length < count)) {
    if (writers.some((w) => w.failed())) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function signIn(user: TestUser): Promise<string[]> {
  const res = await t.agent().post("/api/login").send({ email: user.email, password: user.password }).expect(200);
  const cookies = res.headers["set-cookie"];
  return Array.isArray(cookies) ? cookies : [String(cookies)];
}

/** What the site held as the backup began, and what was restored from it. */
let asItWas: Record<string, string[]>;
let sequencesAsTheyWere: Record<string, string>;
let writesWhileWaiting: number[];
let jokeNotesAfterwards: number;
let restored: Awaited<ReturnType<typeof databases.create>>;
let ana: { agent: supertest.Agent; user: TestUser };
let anaCookie: string[];

// The site is built, backed up and restored once (in the hook's longer time limit); each test checks one thing of it.
beforeAll(async () => {
  const { agent: admin } = await signedInAdmin(t);
  const coupon = await admin.post("/api/admin/coupons").send({ code: "BACKUPMONTH", discountType: "free_month" }).expect(201);
  await admin.put("/api/admin/site-settings").send({ simileGeneratorEnabled: false }).expect(200);
  await t.agent().post("/api/client-errors").send({ message: "The stage timer froze", kind: "error" }).expect(201);
  ana = await signedInAgent(t);
  const ben = await signedInAgent(t);
  await aComediansMaterial(ana.agent, "Ana", (coupon.body as { code: string }).code);
  await aComediansMaterial(ben.agent, "Ben");
  // A session of Ana's other device, to use on the restored site.
  anaCookie = await signIn(ana.user);
  asItWas = await everyTable(t.pool);
  sequencesAsTheyWere = await sequences(t.pool);

  // The backup takes its snapshot, then waits at chaos_state (read early: only backup_runs and
  // beta_feature_usage come before it) while both comedians write; it finishes while they still do.
  const lock = await lockTable("chaos_state");
  const backup = createBackup(t.pool, dir);
  await lock.waitForBackup();
  const writers = [aWriter(ana.agent), aWriter(ben.agent)];
  await writesUntil(writers, 8);
  writesWhileWaiting = writers.map((w) => w.acknowledged.length);
  await lock.release();
  const { file } = await backup;
  await Promise.all(writers.map((w) => w.stop()));
  jokeNotesAfterwards = (await t.pool.query("SELECT 1 FROM joke_notes")).rowCount ?? 0;

  restored = await databases.create();
  await restoreBackup(restored.pool, file);
});

describe("a backup of a working site, taken while two comedians write, restored into a fresh database", () => {
  it("holds every kind of material: accounts, profiles, sessions, joke notes and their versions, notes, thoughts, set lists, shows, a recording, coupons", () => {
    const kinds = [
      "users", "user_profiles", "user_sessions", "joke_notes", "joke_note_versions", "joke_note_idempotency_keys", "joke_note_status_counts",
      "notes", "thought_categories", "thoughts", "set_lists", "set_list_items", "performances", "performance_ratings", "recordings",
      "recording_chunks", "recording_bits", "coupon_codes", "coupon_usages", "site_settings", "error_logs", "beta_feature_usage",
    ];
    for (const kind of kinds) expect(asItWas[`public.${kind}`]?.length, `${kind} has rows to back up`).toBeGreaterThan(0);
  });

  it("was taken while both comedians' writes were acknowledged", () => {
    expect(writesWhileWaiting.every((n) => n >= 8), `writes acknowledged while the backup ran: ${writesWhileWaiting.join(", ")}`).toBe(true);
    expect(jokeNotesAfterwards).toBeGreaterThan(asItWas["public.joke_notes"]?.length ?? 0);
  });

  it("restores every table, row by row, as the site was when the backup began", async () => {
    const copy = await everyTable(restored.pool);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(asItWas).sort());
    for (const table of Object.keys(asItWas)) expect(copy[table], table).toEqual(asItWas[table]);
  });

  it("restores every sequence, each past its column's highest value: the next row of any table gets a new id", async () => {
    expect(await sequences(restored.pool)).toEqual(sequencesAsTheyWere);
    const owned = await restored.pool.query<{ table: string; column: string; sequence: string }>(
      `SELECT c.relname AS table, a.attname AS column, pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relkind = 'r' AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL`,
    );
    expect(owned.rows.length).toBeGreaterThan(20);
    for (const { table, column, sequence } of owned.rows) {
      // Read without taking a value: last_value, and whether it has been handed out yet.
      const { rows } = await restored.pool.query<{ next: string; highest: string | null }>(
        `SELECT (CASE WHEN s.is_called THEN s.last_value + 1 ELSE s.last_value END)::text AS next,
                (SELECT max(${column})::text FROM ${table}) AS highest
           FROM ${sequence} s`,
      );
      const highest = rows[0]?.highest;
      if (highest !== null && highest !== undefined) expect(BigInt(rows[0]?.next ?? 0), `${table}.${column}`).toBeGreaterThan(BigInt(highest));
    }
  });

  it("keeps going: a session of before still signs in, and what is written next gets new ids", async () => {
    const site = await createTestApp({}, { reachDatabase: () => restored.url });
    try {
      const as = <T extends supertest.Test>(req: T) => req.set("Cookie", anaCookie).set("Origin", "http://toolkit.test").set("X-Forwarded-For", "10.1.2.3");
      const me = await as(request(site.app).get("/api/user")).expect(200);
      expect((me.body as { email: string }).email).toBe(ana.user.email);
      const idsBefore = (await restored.pool.query<{ id: number }>("SELECT id FROM joke_notes")).rows.map((r) => r.id);
      const note = await as(request(site.app).post("/api/joke-notes")).send({ setup: "First joke after the move" }).expect(201);
      const id = (note.body as { id: number }).id;
      expect(idsBefore).not.toContain(id);
      await as(request(site.app).put(`/api/joke-notes/${id}`)).send({ setup: "First joke after the move, tightened" }).expect(200);
      await as(request(site.app).post("/api/notes")).send({ title: "After the move", content: "all there" }).expect(201);
      await as(request(site.app).post("/api/performances"))
        .send({ performedAt: "2026-11-26T21:00:00Z", venue: "New club", ratings: [{ jokeNoteId: id, rating: "killed" }] })
        .expect(201);
      const list = JSON.stringify((await as(request(site.app).get("/api/joke-notes/page?limit=100")).expect(200)).body);
      expect(list).toContain("First joke after the move, tightened");
      expect(list).toContain("Ana: my dentist has a true-crime podcast");
      expect(list).not.toContain("Written during the backup");
    } finally {
      await site.close();
    }
  });
});
