import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { smtpMailer } from "../../integrations/mail/smtp-mailer";
import { localObjectStore } from "../../integrations/storage/local-object-store";
import { runJob } from "../../jobs/run-job";
import { aJokeNote, signedInAdmin, signedInAgent } from "../../test/factories";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { connect } from "../../db/client";
import { expireFreeDataJob } from "./free-tier-expiry.job";
import type { ExpiryResult } from "./free-tier-expiry.service";
import { EXPIRING_TABLES } from "./free-tier-expiry.repository";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: supertest.Agent;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ mailer: smtpMailer(smtp.url, "Comedy Toolkit <billing@toolkit.test>") });
  admin = (await signedInAdmin(t)).agent;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const run = async () => (await admin.post("/api/admin/jobs/expire-free-data/run").expect(200)).body as ExpiryResult;
const setExpiry = (table: string, id: number, interval: string) =>
  t.pool.query(`UPDATE ${table} SET expires_at = now() + $2::interval WHERE id = $1`, [id, interval]);
const exists = async (table: string, id: number) => ((await t.pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount ?? 0) > 0;

describe("the expire-free-data job", () => {
  it("deletes only expired free-tier rows, in batches, and says what it deleted", async () => {
    const { agent } = await signedInAgent(t);
    const old = await aJokeNote(agent, { setup: "Expired bit" });
    const fresh = await aJokeNote(agent, { setup: "Fresh bit" });
    const note = (await agent.post("/api/notes").send({ title: "Old", content: "x" }).expect(201)).body as { id: number };
    const category = (await agent.post("/api/thought-categories").send({ name: "Old" }).expect(201)).body as { id: number };
    const thought = (await agent.post("/api/thoughts").send({ categoryId: category.id, content: "Gone" }).expect(201)).body as { id: number };
    const keptCategory = (await agent.post("/api/thought-categories").send({ name: "Kept" }).expect(201)).body as { id: number };
    const liveThought = (await agent.post("/api/thoughts").send({ categoryId: keptCategory.id, content: "Live" }).expect(201)).body as { id: number };
    await setExpiry("joke_notes", old.id, "-1 minute");
    await setExpiry("notes", note.id, "-1 day");
    await setExpiry("thoughts", thought.id, "-1 second");
    await setExpiry("thought_categories", category.id, "-1 second");
    await t.pool.query("UPDATE thought_categories SET expires_at = now() - interval '1 second' WHERE id = $1", [keptCategory.id]);

    // A paying comedian's rows never go, whatever their column says.
    const paid = await signedInAgent(t);
    const paidNote = await aJokeNote(paid.agent);
    await t.pool.query("UPDATE users SET subscription_tier = 'premium' WHERE id = $1", [paid.user.id]);
    await t.pool.query("UPDATE joke_notes SET expires_at = now() - interval '1 day' WHERE id = $1", [paidNote.id]);

    const result = await run();
    expect(result.deleted).toEqual({ performances: 0, set_lists: 0, thoughts: 1, joke_notes: 1, notes: 1, thought_categories: 1 });
    expect(await exists("joke_notes", old.id)).toBe(false);
    expect(await exists("joke_notes", fresh.id)).toBe(true);
    expect(await exists("notes", note.id)).toBe(false);
    expect(await exists("thoughts", thought.id)).toBe(false);
    expect(await exists("thought_categories", category.id)).toBe(false);
    expect(await exists("thought_categories", keptCategory.id)).toBe(true);
    expect(await exists("thoughts", liveThought.id)).toBe(true);
    expect(await exists("joke_notes", paidNote.id)).toBe(true);
    const list = (await agent.get("/api/joke-notes").expect(200)).body as { setup: string }[];
    expect(list.map((n) => n.setup)).toEqual(["Fresh bit"]);
  });

  it("set lists and shows expire like the rest: 30 days on Free, kept on a paid plan, deleted when due", async () => {
    const { agent, user } = await signedInAgent(t);
    const set = (await agent.post("/api/set-lists").send({ name: "Tight five", targetMinutes: 5 }).expect(201)).body as { id: number };
    const show = (await agent.post("/api/performances").send({ performedAt: new Date().toISOString(), venue: "The Cellar", ratings: [] }).expect(201))
      .body as { id: number };
    const expiry = async (table: string, id: number) =>
      (await t.pool.query<{ days: number | null }>(`SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM ${table} WHERE id = $1`, [id])).rows[0]?.days;
    expect(Number(await expiry("set_lists", set.id))).toBeCloseTo(30, 0);
    expect(Number(await expiry("performances", show.id))).toBeCloseTo(30, 0);

    await t.pool.query("UPDATE users SET subscription_tier = 'basic' WHERE id = $1", [user.id]);
    expect(await expiry("set_lists", set.id)).toBeNull();
    expect(await expiry("performances", show.id)).toBeNull();
    await t.pool.query("UPDATE users SET subscription_tier = 'free' WHERE id = $1", [user.id]);
    expect(Number(await expiry("set_lists", set.id))).toBeCloseTo(30, 0);

    await setExpiry("set_lists", set.id, "-1 minute");
    await setExpiry("performances", show.id, "-1 minute");
    const result = await run();
    expect(result.deleted).toMatchObject({ set_lists: 1, performances: 1 });
    expect(await exists("set_lists", set.id)).toBe(false);
    expect(await exists("performances", show.id)).toBe(false);
  });

  it("deletes past the batch size", async () => {
    const { agent, user } = await signedInAgent(t);
    for (let i = 0; i < 5; i += 1) await aJokeNote(agent, { setup: `Bit ${i}` });
    await t.pool.query("UPDATE joke_notes SET expires_at = now() - interval '1 day' WHERE user_id = $1", [user.id]);
    const outcome = await runJob(t.pool, expireFreeDataJob({ db: t.db, mailer: smtpMailer(smtp.url, "x@toolkit.test"), appUrl: "http://toolkit.test", recordingStorage: localObjectStore(t.recordingDir), batchSize: 2 }));
    expect(outcome.ran && outcome.result.deleted.joke_notes).toBe(5);
  });

  it("returns expired paid time to free, giving the writing 30 days", async () => {
    const { agent, user } = await signedInAgent(t);
    const note = await aJokeNote(agent);
    await t.pool.query("UPDATE users SET subscription_tier = 'basic', subscription_expires_at = now() - interval '1 minute' WHERE id = $1", [user.id]);
    const current = await signedInAgent(t);
    await t.pool.query("UPDATE users SET subscription_tier = 'basic', subscription_expires_at = now() + interval '1 day' WHERE id = $1", [current.user.id]);
    const result = await run();
    expect(result.returnedToFree).toBe(1);
    expect((await agent.get("/api/billing").expect(200)).body.tier).toBe("free");
    expect((await current.agent.get("/api/billing").expect(200)).body.tier).toBe("basic");
    const { rows } = await t.pool.query<{ expires_at: Date }>("SELECT expires_at FROM joke_notes WHERE id = $1", [note.id]);
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("mails a reminder 7 days and 1 day before, once each, with upgrade and export links", async () => {
    const { agent, user } = await signedInAgent(t);
    const note = await aJokeNote(agent);
    await setExpiry("joke_notes", note.id, "6 days");
    const before = smtp.inbox.length;
    expect((await run()).reminders.sent).toBeGreaterThanOrEqual(1);
    const mine = () => smtp.inbox.slice(before).filter((m) => m.to === user.email && m.subject.startsWith("Your jokes expire"));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]?.subject).toBe("Your jokes expire in a week");
    expect(mine()[0]?.text).toContain("http://toolkit.test/billing");
    expect(mine()[0]?.text).toContain("http://toolkit.test/api/export");
    await run();
    expect(mine()).toHaveLength(1);
    await setExpiry("joke_notes", note.id, "20 hours");
    await run();
    expect(mine().map((m) => m.subject)).toEqual(["Your jokes expire in a week", "Your jokes expire tomorrow"]);
    await run();
    expect(mine()).toHaveLength(2);
  });

  it("runs once at a time across instances", async () => {
    const other = connect(t.url, 2);
    try {
      const job = expireFreeDataJob({
        db: other.db,
        mailer: smtpMailer(smtp.url, "x@toolkit.test"),
        appUrl: "http://toolkit.test",
        recordingStorage: localObjectStore(t.recordingDir),
      });
      const client = await t.pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(hashtext('job:expire-free-data'))");
        expect(await runJob(other.pool, job)).toEqual({ ran: false, reason: "already-running" });
        const res = await admin.post("/api/admin/jobs/expire-free-data/run");
        expect(res.status).toBe(409);
      } finally {
        await client.query("SELECT pg_advisory_unlock(hashtext('job:expire-free-data'))");
        client.release();
      }
    } finally {
      await other.pool.end();
    }
  });

  it("is for administrators only", async () => {
    const { agent } = await signedInAgent(t);
    await agent.post("/api/admin/jobs/expire-free-data/run").expect(403);
    await t.agent().post("/api/admin/jobs/expire-free-data/run").expect(401);
  });
});

describe("imported writing on the free tier", () => {
  it("gets its 30 days from the import, however old its own dates are, and the next run keeps it", async () => {
    const { agent, user } = await signedInAgent(t);
    const old = "2024-01-15T10:00:00.000Z";
    await agent
      .post("/api/import")
      .send({
        format: "comedy-toolkit-material",
        formatVersion: 1,
        jokeNotes: [{ exportId: "joke-note-1", setup: "An old bit from the notebook", createdAt: old, updatedAt: old }],
        notes: [{ title: "Old note", content: "From years back", createdAt: old, updatedAt: old }],
      })
      .expect(200);
    for (const table of ["joke_notes", "notes"]) {
      const { rows } = await t.pool.query<{ days: number; created: Date }>(
        `SELECT extract(epoch FROM expires_at - now()) / 86400 AS days, created_at AS created FROM ${table} WHERE user_id = $1`,
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.created.toISOString()).toBe(old);
      expect(Number(rows[0]!.days)).toBeCloseTo(30, 0);
    }
    await run();
    const { rows } = await t.pool.query("SELECT 1 FROM joke_notes WHERE user_id = $1", [user.id]);
    expect(rows).toHaveLength(1);
  });
});

describe("the list of expiring tables", () => {
  it("is the job's list, and one more table is one line that makes it expire and follow the plan", async () => {
    const listed = await t.pool.query<{ table_name: string }>("SELECT table_name FROM free_tier_expiring_tables");
    expect(listed.rows.map((row) => row.table_name).sort()).toEqual([...EXPIRING_TABLES].sort());

    await t.pool.query(`CREATE TABLE scratch_writing (
      id serial PRIMARY KEY, user_id integer NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), expires_at timestamptz)`);
    await t.pool.query("SELECT expire_on_free_tier('scratch_writing')");
    const { user } = await signedInAgent(t);
    const { rows } = await t.pool.query<{ id: number }>("INSERT INTO scratch_writing (user_id) VALUES ($1) RETURNING id", [user.id]);
    const days = async () =>
      (await t.pool.query<{ days: number | null }>("SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM scratch_writing WHERE id = $1", [rows[0]!.id]))
        .rows[0]?.days;
    expect(Number(await days())).toBeCloseTo(30, 0);
    await t.pool.query("UPDATE users SET subscription_tier = 'premium' WHERE id = $1", [user.id]);
    expect(await days()).toBeNull();
    await t.pool.query("UPDATE users SET subscription_tier = 'free' WHERE id = $1", [user.id]);
    expect(Number(await days())).toBeCloseTo(30, 0);
  });
});
