import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "../../integrations/mail/smtp-mailer";
import { aJokeNote, aPhoneNumber, signedInAdmin, signedInAgent } from "../../test/factories";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ mailer: smtpMailer(smtp.url, "Comedy Toolkit <no-reply@toolkit.test>"), appUrl: "http://toolkit.test" });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const rowsOf = async (userId: number) => {
  const { rows } = await t.db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM users WHERE id = ${userId})
         + (SELECT count(*) FROM joke_notes WHERE user_id = ${userId})
         + (SELECT count(*) FROM joke_note_versions WHERE user_id = ${userId})
         + (SELECT count(*) FROM joke_note_idempotency_keys WHERE user_id = ${userId})
         + (SELECT count(*) FROM notes WHERE user_id = ${userId})
         + (SELECT count(*) FROM thought_categories WHERE user_id = ${userId})
         + (SELECT count(*) FROM thoughts WHERE user_id = ${userId})
         + (SELECT count(*) FROM user_profiles WHERE user_id = ${userId})
         + (SELECT count(*) FROM user_sessions WHERE user_id = ${userId}) AS n`);
  return Number(rows[0]!.n);
};

describe("DELETE /api/user", () => {
  it("deletes the account and everything it owns, ends every session, unlinks the phone and mails a confirmation", async () => {
    // The first account is the administrator; it stays, so the comedians below are not the last one.
    const admin = await signedInAdmin(t);
    const lastAdmin = await apiClient(admin.agent).account.deleteAccount({ body: { password: admin.user.password } });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.message).toMatch(/only administrator/);
    const { agent, user } = await signedInAgent(t);
    const otherDevice = t.agent();
    await apiClient(otherDevice).account.login({ body: { email: user.email, password: user.password } }).expect(200);
    const note = await aJokeNote(agent, { setup: "Leaving with me" });
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Leaving with me, edited" } }).expect(200);
    await apiClient(agent).notes.create({ body: { title: "t", content: "c" } }).expect(201);
    await apiClient(agent).jokeNotes.create({ body: { setup: "Made offline" } }).set("Idempotency-Key", randomUUID()).expect(201);
    const category = await apiClient(agent).thoughtCategories.create({ body: { name: "Family" } }).expect(201);
    await apiClient(agent).thoughts.create({ body: { categoryId: category.body.id, content: "x" } }).expect(201);
    await apiClient(agent).profile.update({ body: { keywords: ["dogs"] } }).expect(200);
    const phone = aPhoneNumber();
    await t.db.execute(sql`UPDATE users SET phone_number = ${phone}, is_phone_verified = true WHERE id = ${user.id}`);
    const bystander = await signedInAgent(t);
    await aJokeNote(bystander.agent, { setup: "Staying" });
    expect(await rowsOf(user.id)).toBeGreaterThan(7);

    const res = await apiClient(agent).account.deleteAccount({ body: { password: user.password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(await rowsOf(user.id)).toBe(0);

    await apiClient(agent).account.currentUser().expect(401);
    await apiClient(otherDevice).jokeNotes.list().expect(401);
    await apiClient(t.agent()).account.login({ body: { email: user.email, password: user.password } }).expect(401);
    const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE phone_number = ${phone}`);
    expect(rows[0]!.n).toBe(0);
    expect((await apiClient(bystander.agent).jokeNotes.list().expect(200).answer()).length).toBe(1);

    await expect.poll(() => smtp.inbox.find((m) => m.to.includes(user.email) && /deleted/.test(m.subject))).toBeTruthy();
    // The email is free for a new account.
    await apiClient(t.agent()).account.register({ body: { email: user.email, password: "another1" } }).expect(201);
  });

  it("leaves no row of the deleted comedian in any table", async () => {
    const { agent, user } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Every table" });
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Every table, edited" } }).expect(200);
    await apiClient(agent).jokeNotes.reorder({ body: { noteIds: [note.id] } }).expect(200);
    await apiClient(agent).notes.create({ body: { title: "t", content: "c" } }).expect(201);
    const set = await apiClient(agent).setLists.create({ body: { name: "Tight five", jokeNoteIds: [note.id] } }).expect(201);
    await apiClient(agent).performances.create({ body: { performedAt: "2026-11-20T21:00:00Z", venue: "The Cellar", setListId: set.body.id, ratings: [{ jokeNoteId: note.id, rating: "killed" }] } })
      .expect(201);
    const category = await apiClient(agent).thoughtCategories.create({ body: { name: "Family" } }).expect(201);
    await apiClient(agent).thoughts.create({ body: { categoryId: category.body.id, content: "x" } }).expect(201);

    // Every column that names a user, in every table: what the account owned, and what it left.
    const { rows: columns } = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name = 'user_id' OR (table_name = 'users' AND column_name = 'id'))`);
    expect(columns.length).toBeGreaterThan(15);
    const left = async () => {
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} = ${user.id}`);
        if (rows[0]!.n > 0) found.push(table_name);
      }
      return found;
    };
    expect(await left()).toEqual(expect.arrayContaining(["users", "joke_notes", "joke_note_list_versions", "set_lists", "performances"]));

    await apiClient(agent).account.deleteAccount({ body: { password: user.password } }).expect(200);
    expect(await left()).toEqual([]);
  });

  it("answers 400 for a wrong or missing password and deletes nothing", async () => {
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Still here" });
    const before = await rowsOf(user.id);
    for (const body of [{ password: "wrong-password" }, {}, { password: "" }, { password: 12 }, { password: "x\u0000".repeat(500_000) }]) {
      const res = await apiClient(agent).account.deleteAccount({ unchecked: { body } });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toBeTruthy();
    }
    expect(await rowsOf(user.id)).toBe(before);
    await apiClient(agent).account.currentUser().expect(200);
  });

  it("needs a session, and an account's ids in the body change nothing", async () => {
    const victim = await signedInAgent(t, { password: "victim-secret" });
    await apiClient(t.agent()).account.deleteAccount({ body: { password: victim.user.password } }).expect(401);
    const attacker = await signedInAgent(t);
    await apiClient(attacker.agent).account.deleteAccount({ unchecked: { body: { password: victim.user.password, userId: victim.user.id } } }).expect(400);
    await apiClient(victim.agent).account.currentUser().expect(200);
  });

  it("allows 5 wrong passwords per 15 minutes per account, then answers 429 with Retry-After and deletes nothing", async () => {
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Guarded" });
    const before = await rowsOf(user.id);
    for (let i = 0; i < 5; i++) {
      const res = await apiClient(agent).account.deleteAccount({ body: { password: `guess-${i}` } });
      expect(res.status).toBe(400);
    }
    for (const password of ["guess-5", user.password]) {
      const res = await apiClient(agent).account.deleteAccount({ body: { password } });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/Too many wrong passwords/);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }
    // Another device of the same account is held too; another account is not.
    const otherDevice = t.agent();
    await apiClient(otherDevice).account.login({ body: { email: user.email, password: user.password } }).expect(200);
    await apiClient(otherDevice).account.deleteAccount({ body: { password: user.password } }).expect(429);
    expect(await rowsOf(user.id)).toBe(before + 1);
    const other = await signedInAgent(t);
    await apiClient(other.agent).account.deleteAccount({ body: { password: "wrong" } }).expect(400);
    await apiClient(other.agent).account.deleteAccount({ body: { password: other.user.password } }).expect(200);
  });
});
