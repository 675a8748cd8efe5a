import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { runJob } from "../../jobs/run-job";
import { purgeIdempotencyKeysJob } from "./joke-notes.jobs";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"]) =>
  await apiClient(agent).jokeNotes.list().expect(200).answer();

describe("Idempotency-Key on create", () => {
  it("10 concurrent retries of one create make one note, and every answer is that note", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apiClient(agent).jokeNotes.create({ body: { setup: "Subway joke", punchlines: ["no signal"] } }).set("Idempotency-Key", key)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((r) => (r.body as JokeNote).id));
    expect(ids.size).toBe(1);
    const notes = await list(agent);
    expect(notes.map((n) => n.setup)).toEqual(["Subway joke"]);
    expect(notes[0]).not.toHaveProperty("idempotencyKey");
  });

  it("the same key with another body answers 422 naming the note it saved, and changes nothing; the same body however spelled is a retry", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    const first = await apiClient(agent).jokeNotes.create({ body: { setup: "Gym bit", punchlines: ["treadmill"] } }).set("Idempotency-Key", key).expect(201);
    const other = await apiClient(agent).jokeNotes.create({ body: { setup: "Gym bit, rewritten", punchlines: ["treadmill"] } }).set("Idempotency-Key", key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: expect.stringMatching(/already used for a different joke note/), jokeNoteId: first.body.id });
    // Same words in another key order and with the spaces validation trims: the same create.
    const respelled = await apiClient(agent).jokeNotes.create({ body: { punchlines: ["treadmill"], setup: "  Gym bit " } }).set("Idempotency-Key", key);
    expect(respelled.status).toBe(200);
    expect(respelled.body).toEqual(first.body);
    expect((await list(agent)).map((n) => [n.id, n.setup])).toEqual([[first.body.id, "Gym bit"]]);
  });

  it("a later retry answers the saved note; a new key makes a new note", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    const first = await apiClient(agent).jokeNotes.create({ body: { setup: "First try" } }).set("Idempotency-Key", key).expect(201);
    const retry = await apiClient(agent).jokeNotes.create({ body: { setup: "First try" } }).set("Idempotency-Key", key.toUpperCase()).expect(200);
    expect(retry.body).toEqual(first.body);
    await apiClient(agent).jokeNotes.create({ body: { setup: "First try" } }).set("Idempotency-Key", randomUUID()).expect(201);
    await apiClient(agent).jokeNotes.create({ body: { setup: "No key" } }).expect(201);
    await apiClient(agent).jokeNotes.create({ body: { setup: "No key" } }).expect(201);
    expect((await list(agent)).length).toBe(4);
  });

  it("keys are per comedian: another's key never answers their note", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    const key = randomUUID();
    await apiClient(a.agent).jokeNotes.create({ body: { setup: "A's joke" } }).set("Idempotency-Key", key).expect(201);
    const res = await apiClient(b.agent).jokeNotes.create({ body: { setup: "B's joke" } }).set("Idempotency-Key", key).expect(201);
    expect(res.body.setup).toBe("B's joke");
    expect((await list(a.agent)).map((n) => n.setup)).toEqual(["A's joke"]);
  });

  it("answers 400 for a key that is not a UUID and saves nothing", async () => {
    const { agent } = await signedInAgent(t);
    for (const key of ["abc", "x".repeat(10_000), "00000000-0000-0000-0000-00000000000g", "' OR 1=1 --"]) {
      const res = await apiClient(agent).jokeNotes.create({ body: { setup: "x" } }).set("Idempotency-Key", key);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
    }
    expect(await list(agent)).toEqual([]);
  });

  it("a retry after its note was deleted answers 410 and saves nothing, however many come at once", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    const first = await apiClient(agent).jokeNotes.create({ body: { setup: "Cut joke" } }).set("Idempotency-Key", key).expect(201);
    await apiClient(agent).jokeNotes.create({ body: { setup: "Keeper" } }).expect(201);
    await apiClient(agent).jokeNotes.remove({ params: { id: (first.body as JokeNote).id } }).expect(204);
    const retry = await apiClient(agent).jokeNotes.create({ body: { setup: "Cut joke" } }).set("Idempotency-Key", key);
    expect(retry.status).toBe(410);
    expect(retry.body.message).toMatch(/deleted/);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apiClient(agent).jokeNotes.create({ body: { setup: "Cut joke" } }).set("Idempotency-Key", key)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(410));
    expect((await list(agent)).map((n) => n.setup)).toEqual(["Keeper"]);
  });

  it("a create that failed saves no key, so its retry makes the note", async () => {
    const { agent } = await signedInAgent(t);
    const key = randomUUID();
    await apiClient(agent).jokeNotes.create({ body: { setup: "" } }).set("Idempotency-Key", key).expect(400);
    await apiClient(agent).jokeNotes.create({ body: { setup: "Second try" } }).set("Idempotency-Key", key).expect(201);
    expect((await list(agent)).map((n) => n.setup)).toEqual(["Second try"]);
  });

  it("the purge job forgets keys older than 30 days and keeps newer ones", async () => {
    const { agent, user } = await signedInAgent(t);
    const old = randomUUID();
    const recent = randomUUID();
    await apiClient(agent).jokeNotes.create({ body: { setup: "Old" } }).set("Idempotency-Key", old).expect(201);
    const kept = await apiClient(agent).jokeNotes.create({ body: { setup: "Recent" } }).set("Idempotency-Key", recent).expect(201);
    await t.db.execute(sql`UPDATE joke_note_idempotency_keys SET created_at = now() - interval '31 days' WHERE user_id = ${user.id} AND key = ${old}`);
    await t.db.execute(sql`UPDATE joke_note_idempotency_keys SET created_at = now() - interval '29 days' WHERE user_id = ${user.id} AND key = ${recent}`);
    const outcome = await runJob(t.pool, purgeIdempotencyKeysJob(t.db));
    expect(outcome).toEqual({ ran: true, result: { deleted: 1 } });
    const { rows } = await t.db.execute<{ key: string }>(sql`SELECT key FROM joke_note_idempotency_keys WHERE user_id = ${user.id}`);
    expect(rows.map((row) => row.key)).toEqual([recent]);
    const retry = await apiClient(agent).jokeNotes.create({ body: { setup: "Recent" } }).set("Idempotency-Key", recent).expect(200);
    expect((retry.body as JokeNote).id).toBe((kept.body as JokeNote).id);
  });
});
