import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { aJokeNote, jokeNoteSetups as setups, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

// The cached list must never outlive a change, whoever makes it: the SQL below stands for
// another server process (or a person at psql) writing behind this app's back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addNote = async (agent: supertest.Agent, setup: string) => (await aJokeNote(agent, { setup })).id;

describe("the joke list cache", () => {
  it("serves an unchanged list with the same ETag, and a 304 to a client that has it", async () => {
    const { agent } = await signedInAgent(t);
    await addNote(agent, "Airline food");
    const first = await agent.get("/api/joke-notes").expect(200);
    const second = await agent.get("/api/joke-notes").expect(200);
    expect(second.text).toBe(first.text);
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    await agent.get("/api/joke-notes").set("If-None-Match", first.headers.etag as string).expect(304);

    await addNote(agent, "Hotel pillows");
    const changed = await agent.get("/api/joke-notes").set("If-None-Match", first.headers.etag as string).expect(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it("sees inserts, updates, reorders and deletes made outside this server", async () => {
    const { agent, user: { id: userId } } = await signedInAgent(t);
    const a = await addNote(agent, "A");
    const b = await addNote(agent, "B");
    expect(await setups(agent)).toEqual(["B", "A"]);

    await t.pool.query("INSERT INTO joke_notes (user_id, setup) VALUES ($1, 'C')", [userId]);
    expect(await setups(agent)).toEqual(["C", "B", "A"]);

    await t.pool.query("UPDATE joke_notes SET setup = 'A, rewritten' WHERE id = $1", [a]);
    expect(await setups(agent)).toEqual(["C", "B", "A, rewritten"]);

    await t.pool.query("UPDATE joke_note_places SET sort_order = -1000 WHERE joke_note_id = $1", [b]);
    expect(await setups(agent)).toEqual(["B", "C", "A, rewritten"]);

    await t.pool.query("DELETE FROM joke_notes WHERE id = $1", [b]);
    expect(await setups(agent)).toEqual(["C", "A, rewritten"]);

    await t.pool.query("DELETE FROM joke_notes WHERE user_id = $1", [userId]);
    expect(await setups(agent)).toEqual([]);
  });

  it("sees a note handed from one owner to another in both lists", async () => {
    const giver = await signedInAgent(t);
    const taker = await signedInAgent(t);
    const gift = await addNote(giver.agent, "A bit I no longer do");
    await addNote(taker.agent, "My own bit");
    expect(await setups(giver.agent)).toEqual(["A bit I no longer do"]);
    expect(await setups(taker.agent)).toEqual(["My own bit"]);
    await t.pool.query("UPDATE joke_notes SET user_id = $1 WHERE id = $2", [taker.user.id, gift]);
    expect(await setups(giver.agent)).toEqual([]);
    expect(await setups(taker.agent)).toEqual(["A bit I no longer do", "My own bit"]);
  });

  it("keeps no copy of a list without a version, and still serves it fresh", async () => {
    const { agent, user: { id: userId } } = await signedInAgent(t);
    await addNote(agent, "Before the version table");
    await t.pool.query("DELETE FROM joke_note_list_versions WHERE user_id = $1", [userId]);
    expect(await setups(agent)).toEqual(["Before the version table"]);
    // With the triggers off, as for notes written before they existed: no version is raised.
    await t.pool.query("ALTER TABLE joke_notes DISABLE TRIGGER joke_notes_update_raises_list_version");
    try {
      await t.pool.query("UPDATE joke_notes SET setup = 'Changed quietly' WHERE user_id = $1", [userId]);
    } finally {
      await t.pool.query("ALTER TABLE joke_notes ENABLE TRIGGER joke_notes_update_raises_list_version");
    }
    expect(await setups(agent)).toEqual(["Changed quietly"]);
  });

  it("raises the version once for a reorder of many notes, and only for their owner", async () => {
    const one = await signedInAgent(t);
    const two = await signedInAgent(t);
    const ids = [];
    for (const setup of ["1", "2", "3"]) ids.push(await addNote(one.agent, setup));
    await addNote(two.agent, "Someone else's");
    const version = async (userId: number) =>
      Number((await t.pool.query("SELECT version FROM joke_note_list_versions WHERE user_id = $1", [userId])).rows[0]?.version);
    const before = { one: await version(one.user.id), two: await version(two.user.id) };
    await one.agent.put("/api/joke-notes/reorder").send({ noteIds: ids }).expect(200);
    expect(await version(one.user.id)).toBe(before.one + 1);
    expect(await version(two.user.id)).toBe(before.two);
    expect(await setups(one.agent)).toEqual(["1", "2", "3"]);
    expect(await setups(two.agent)).toEqual(["Someone else's"]);
  });

  it("is cleared by a truncate", async () => {
    const { agent } = await signedInAgent(t);
    await addNote(agent, "Soon gone");
    expect(await setups(agent)).toEqual(["Soon gone"]);
    await t.pool.query("TRUNCATE joke_notes CASCADE");
    expect(await setups(agent)).toEqual([]);
  });
});
