import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { setListSchema, setListSummarySchema, type SetList } from "@shared/set-lists/set-list-dto";
import { estimateBitSeconds } from "@shared/set-lists/estimate";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = "\u0000";

async function aSetList(agent: supertest.Agent, body: Record<string, unknown> = {}): Promise<SetList> {
  const res = await apiClient(agent).setLists.create({ body: { name: "Friday spot", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return setListSchema.strict().parse(res.body);
}

const getSet = async (agent: supertest.Agent, id: number) =>
  setListSchema.strict().parse(await apiClient(agent).setLists.get({ params: { id } }).expect(200).answer());

const order = (set: SetList) => set.items.map((item) => item.jokeNoteId);

describe("creating and reading a set list", () => {
  it("answers the set with its bits in order, each bit's estimate and the total", async () => {
    const { agent } = await signedInAgent(t);
    const dentist = await aJokeNote(agent, { setup: "My dentist has a podcast", punchlines: ["it's all drilling", "floss"] });
    const timed = await aJokeNote(agent, { setup: "Airline food", punchlines: ["hostage"] });
    await apiClient(agent).jokeNotes.patch({ params: { id: timed.id }, body: { durationSeconds: 90 } }).expect(200);

    const set = await aSetList(agent, { name: "  Tuesday open mic ", targetMinutes: 7, jokeNoteIds: [timed.id, dentist.id] });
    const dentistSeconds = estimateBitSeconds({ setup: dentist.setup, punchlines: dentist.punchlines });
    expect(set).toEqual({
      id: expect.any(Number),
      name: "Tuesday open mic",
      targetMinutes: 7,
      items: [
        { jokeNoteId: timed.id, setup: "Airline food", punchlines: ["hostage"], estimatedSeconds: 90 },
        { jokeNoteId: dentist.id, setup: dentist.setup, punchlines: dentist.punchlines, estimatedSeconds: dentistSeconds },
      ],
      estimatedSeconds: 90 + dentistSeconds,
    });
    expect(await getSet(agent, set.id)).toEqual(set);
  });

  it("defaults to five minutes and no bits, and lists the sets with counts and totals, newest change first", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent);
    await apiClient(agent).jokeNotes.patch({ params: { id: joke.id }, body: { durationSeconds: 40 } }).expect(200);
    const first = await aSetList(agent, { name: "First" });
    expect(first).toMatchObject({ targetMinutes: 5, items: [], estimatedSeconds: 0 });
    const second = await aSetList(agent, { name: "Second" });
    await apiClient(agent).setLists.replaceItems({ params: { id: first.id }, body: { jokeNoteIds: [joke.id] } }).expect(200);

    const list = await apiClient(agent).setLists.list().expect(200).answer();
    const summaries = list.map((row) => setListSummarySchema.strict().parse(row));
    expect(summaries.map((s) => [s.name, s.itemCount, s.estimatedSeconds])).toEqual([
      ["First", 1, 40],
      ["Second", 0, 0],
    ]);
    expect(summaries[1]?.id).toBe(second.id);
  });

  it("answers 400 with a message for bad input and creates nothing", async () => {
    const { agent } = await signedInAgent(t);
    const bodies = [
      {},
      { name: "  " },
      { name: `${NUL}${NUL}` },
      { name: 5 },
      { name: "x".repeat(121) },
      { name: "x", targetMinutes: 0 },
      { name: "x", targetMinutes: 181 },
      { name: "x", targetMinutes: "5" },
      { name: "x", targetMinutes: 2 ** 31 },
      { name: "x", jokeNoteIds: "1" },
      { name: "x", jokeNoteIds: [2 ** 31] },
      { name: "x", jokeNoteIds: [1.5] },
      { name: "x", jokeNoteIds: [0] },
      { name: "x", jokeNoteIds: ["1"] },
      { name: "x".repeat(1000 * 1000 - 20) },
    ];
    for (const body of bodies) {
      const res = await apiClient(agent).setLists.create({ unchecked: { body } });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await apiClient(agent).setLists.list().expect(200).answer()).toEqual([]);
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).setLists.list().expect(401);
    await apiClient(t.agent()).setLists.create({ body: { name: "x" } }).expect(401);
  });
});

describe("ordering the bits", () => {
  it("replaces the items in the order given, and can empty the set", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b, c] = [await aJokeNote(agent), await aJokeNote(agent), await aJokeNote(agent)];
    const set = await aSetList(agent, { jokeNoteIds: [a.id, b.id] });
    const res = await apiClient(agent).setLists.replaceItems({ params: { id: set.id }, body: { jokeNoteIds: [c.id, a.id, b.id] } }).expect(200);
    expect(order(setListSchema.parse(res.body))).toEqual([c.id, a.id, b.id]);
    await apiClient(agent).setLists.replaceItems({ params: { id: set.id }, body: { jokeNoteIds: [b.id, c.id] } }).expect(200);
    expect(order(await getSet(agent, set.id))).toEqual([b.id, c.id]);
    await apiClient(agent).setLists.replaceItems({ params: { id: set.id }, body: { jokeNoteIds: [] } }).expect(200);
    expect(order(await getSet(agent, set.id))).toEqual([]);
  });

  it("refuses a repeated joke, a missing list and ids past 2^31", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent);
    const set = await aSetList(agent, { jokeNoteIds: [a.id] });
    for (const body of [{ jokeNoteIds: [a.id, a.id] }, {}, { jokeNoteIds: [2 ** 31] }, { jokeNoteIds: null }, { jokeNoteIds: [`${a.id}`] }]) {
      const res = await apiClient(agent).setLists.replaceItems({ params: { id: set.id }, unchecked: { body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(order(await getSet(agent, set.id))).toEqual([a.id]);
  });
});

describe("ownership, both ways", () => {
  it("refuses another comedian's joke in my set (4xx) and changes nothing", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const mine = await aJokeNote(me);
    const theirs = await aJokeNote(other);
    const set = await aSetList(me, { jokeNoteIds: [mine.id] });

    const res = await apiClient(me).setLists.replaceItems({ params: { id: set.id }, body: { jokeNoteIds: [theirs.id, mine.id] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not yours/);
    expect(order(await getSet(me, set.id))).toEqual([mine.id]);

    const created = await apiClient(me).setLists.create({ body: { name: "Sneaky", jokeNoteIds: [theirs.id] } });
    expect(created.status).toBe(400);
    expect(await apiClient(me).setLists.list().expect(200).answer()).toHaveLength(1);
  });

  it("hides my set from another comedian: read, rename, reorder and delete all answer 404", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const mine = await aJokeNote(me);
    const theirs = await aJokeNote(other);
    const set = await aSetList(me, { name: "Mine", jokeNoteIds: [mine.id] });

    await apiClient(other).setLists.get({ params: { id: set.id } }).expect(404);
    await apiClient(other).setLists.update({ params: { id: set.id }, body: { name: "Stolen" } }).expect(404);
    await apiClient(other).setLists.replaceItems({ params: { id: set.id }, body: { jokeNoteIds: [theirs.id] } }).expect(404);
    await apiClient(other).setLists.replaceItems({ params: { id: set.id }, body: { jokeNoteIds: [] } }).expect(404);
    await apiClient(other).setLists.remove({ params: { id: set.id } }).expect(404);
    expect(await apiClient(other).setLists.list().expect(200).answer()).toEqual([]);

    const kept = await getSet(me, set.id);
    expect(kept).toMatchObject({ name: "Mine", items: [{ jokeNoteId: mine.id }] });
  });

  it("answers 400 to a malformed id and 404 to one that does not exist", async () => {
    const { agent } = await signedInAgent(t);
    for (const bad of ["abc", "-1", "1.5", "2147483648", "99999999999"]) {
      await apiClient(agent).setLists.get({ params: { id: bad } }).expect(400);
    }
    await apiClient(agent).setLists.get({ params: { id: "2147483647" } }).expect(404);
    await apiClient(agent).setLists.remove({ params: { id: "2147483647" } }).expect(404);
  });
});

describe("renaming, retargeting and deleting", () => {
  it("renames and retargets, keeping the bits", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent);
    const set = await aSetList(agent, { jokeNoteIds: [a.id] });
    const renamed = await apiClient(agent).setLists.update({ params: { id: set.id }, body: { name: "Headliner", targetMinutes: 20 } }).expect(200);
    expect(renamed.body).toMatchObject({ name: "Headliner", targetMinutes: 20, items: [{ jokeNoteId: a.id }] });
    await apiClient(agent).setLists.update({ params: { id: set.id }, body: { targetMinutes: 15 } }).expect(200);
    expect(await getSet(agent, set.id)).toMatchObject({ name: "Headliner", targetMinutes: 15 });
    await apiClient(agent).setLists.update({ params: { id: set.id }, body: {} }).expect(400);
    await apiClient(agent).setLists.update({ params: { id: set.id }, body: { name: " " } }).expect(400);
  });

  it("deletes a set but not its jokes", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent);
    const set = await aSetList(agent, { jokeNoteIds: [a.id] });
    await apiClient(agent).setLists.remove({ params: { id: set.id } }).expect(204);
    await apiClient(agent).setLists.get({ params: { id: set.id } }).expect(404);
    expect(await apiClient(agent).jokeNotes.list().expect(200).answer()).toHaveLength(1);
  });

  it("removes a deleted joke from every set that had it", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
    const one = await aSetList(agent, { jokeNoteIds: [a.id, b.id] });
    const two = await aSetList(agent, { jokeNoteIds: [b.id] });
    await apiClient(agent).jokeNotes.remove({ params: { id: b.id } }).expect(204);
    expect(order(await getSet(agent, one.id))).toEqual([a.id]);
    expect(await getSet(agent, two.id)).toMatchObject({ items: [], estimatedSeconds: 0 });
  });
});
