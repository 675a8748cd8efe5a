import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aJokeNote, jokeNoteSetups as setups, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("create and list", () => {
  it("creates a note with the defaults and lists it first", async () => {
    const { agent } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "First" });
    const note = await aJokeNote(agent, { setup: "Airline food", punchlines: ["What's the deal?", "  "], notes: "tag it", userId: 999 });
    expect(note).toMatchObject({
      setup: "Airline food",
      punchlines: ["What's the deal?"],
      notes: "tag it",
      inspiration: null,
      stage: "idea",
      onStool: false,
      stoolCategory: null,
    });
    expect(note).not.toHaveProperty("userId");
    expect(await setups(agent)).toEqual(["Airline food", "First"]);
  });

  it("takes the blender's setup and single punchline", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Ideas from a prompt", punchline: "" });
    expect(note.punchlines).toEqual([]);
  });

  it("answers 400 with a message for bad input and saves nothing", async () => {
    const { agent } = await signedInAgent(t);
    for (const body of [{}, { setup: "  " }, { setup: "x", stage: "done" }, { setup: "x", punchlines: "nope" }, { setup: "x", stoolCategory: "roof" }]) {
      const res = await apiClient(agent).jokeNotes.create({ unchecked: { body } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(await setups(agent)).toEqual([]);
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).jokeNotes.list().expect(401);
    await apiClient(t.agent()).jokeNotes.create({ body: { setup: "x" } }).expect(401);
  });
});

describe("update, patch, stool moves, delete", () => {
  it("updates the fields sent and moves updatedAt", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Old", punchlines: ["a"] });
    await new Promise((r) => setTimeout(r, 15));
    const res = await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "New", punchlines: ["b", "", "c"] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ setup: "New", punchlines: ["b", "c"], stage: "idea" });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(note.updatedAt).getTime());
  });

  it("patches a stage, a promotion and a demotion", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Mover" });
    const staged = await apiClient(agent).jokeNotes.patch({ params: { id: note.id }, body: { stage: "on_hold" } }).expect(200);
    expect(staged.body).toMatchObject({ stage: "on_hold", onStool: false });
    const promoted = await apiClient(agent).jokeNotes.patch({ params: { id: note.id }, body: { stage: "working_on", onStool: true, stoolCategory: "my_stool_material" } })
      .expect(200);
    expect(promoted.body).toMatchObject({ stage: "working_on", onStool: true, stoolCategory: "my_stool" });
    const demoted = await apiClient(agent).jokeNotes.patch({ params: { id: note.id }, body: { onStool: false } }).expect(200);
    expect(demoted.body).toMatchObject({ onStool: false, stoolCategory: null });
    await apiClient(agent).jokeNotes.patch({ params: { id: note.id }, body: {} }).expect(400);
  });

  it("puts a promoted note at the top of the list; a move on the stool keeps its place", async () => {
    const { agent } = await signedInAgent(t);
    const old = await aJokeNote(agent, { setup: "Old bit" });
    const staying = await aJokeNote(agent, { setup: "Stool bit" });
    await apiClient(agent).jokeNotes.moveToStool({ params: { id: staying.id }, body: { stoolCategory: "my_stool" } }).expect(200);
    await aJokeNote(agent, { setup: "Newest idea" });
    expect(await setups(agent)).toEqual(["Newest idea", "Stool bit", "Old bit"]);

    await apiClient(agent).jokeNotes.patch({ params: { id: old.id }, body: { stage: "working_on", onStool: true, stoolCategory: "open_mic" } }).expect(200);
    expect(await setups(agent)).toEqual(["Old bit", "Newest idea", "Stool bit"]);

    // Already on the stool: a new category, or promoting again, does not move it.
    await apiClient(agent).jokeNotes.patch({ params: { id: staying.id }, body: { stage: "working_on", onStool: true, stoolCategory: null } }).expect(200);
    await apiClient(agent).jokeNotes.moveToStool({ params: { id: staying.id }, body: { stoolCategory: "open_mic" } }).expect(200);
    expect(await setups(agent)).toEqual(["Old bit", "Newest idea", "Stool bit"]);

    // Off the stool and back on: to the top again.
    await apiClient(agent).jokeNotes.removeFromStool({ params: { id: staying.id } }).send({}).expect(200);
    expect(await setups(agent)).toEqual(["Old bit", "Newest idea", "Stool bit"]);
    await apiClient(agent).jokeNotes.moveToStool({ params: { id: staying.id }, body: { stoolCategory: "my_stool" } }).expect(200);
    expect(await setups(agent)).toEqual(["Stool bit", "Old bit", "Newest idea"]);
  });

  it("moves to and removes from the stool", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Closer" });
    const on = await apiClient(agent).jokeNotes.moveToStool({ params: { id: note.id }, body: { stoolCategory: "open_mic" } }).expect(200);
    expect(on.body).toMatchObject({ onStool: true, stoolCategory: "open_mic" });
    const main = await apiClient(agent).jokeNotes.moveToStool({ params: { id: note.id }, body: { stoolCategory: "" } }).expect(200);
    expect(main.body).toMatchObject({ onStool: true, stoolCategory: null });
    const off = await apiClient(agent).jokeNotes.removeFromStool({ params: { id: note.id } }).send({}).expect(200);
    expect(off.body).toMatchObject({ onStool: false, stoolCategory: null });
  });

  it("deletes", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Bomb" });
    await apiClient(agent).jokeNotes.remove({ params: { id: note.id } }).expect(204);
    await apiClient(agent).jokeNotes.remove({ params: { id: note.id } }).expect(404);
    expect(await setups(agent)).toEqual([]);
  });

  it("answers 400 to an id that is not a number", async () => {
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).jokeNotes.update({ params: { id: "abc" }, body: { setup: "x" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/id must be a number/);
  });
});

describe("ownership", () => {
  it("gives another user 404 on every route and changes nothing", async () => {
    const { agent: owner } = await signedInAgent(t);
    const { agent: intruder } = await signedInAgent(t);
    const note = await aJokeNote(owner, { setup: "Mine", punchlines: ["only mine"] });
    const api = apiClient(intruder);
    const params = { id: note.id };
    await api.jokeNotes.update({ params, body: { setup: "Stolen" } }).expect(404);
    await api.jokeNotes.patch({ params, body: { stage: "on_hold" } }).expect(404);
    await api.jokeNotes.moveToStool({ params, body: { stoolCategory: "my_stool" } }).expect(404);
    await api.jokeNotes.removeFromStool({ params, unchecked: { body: {} } }).expect(404);
    await api.jokeNotes.remove({ params }).expect(404);
    expect(await setups(intruder)).toEqual([]);
    const [kept] = (await apiClient(owner).jokeNotes.list()).body;
    expect(kept).toMatchObject({ setup: "Mine", punchlines: ["only mine"], stage: "idea", onStool: false });
  });
});

describe("reorder", () => {
  it("saves the order in one call", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent, { setup: "A" });
    const b = await aJokeNote(agent, { setup: "B" });
    const c = await aJokeNote(agent, { setup: "C" });
    expect(await setups(agent)).toEqual(["C", "B", "A"]);
    await apiClient(agent).jokeNotes.reorder({ body: { noteIds: [a.id, c.id, b.id] } }).expect(200);
    expect(await setups(agent)).toEqual(["A", "C", "B"]);
    // Send to top: one id moved to the front; a new note still lands on top.
    await apiClient(agent).jokeNotes.reorder({ body: { noteIds: [b.id] } }).expect(200);
    expect(await setups(agent)).toEqual(["B", "A", "C"]);
    await aJokeNote(agent, { setup: "D" });
    expect(await setups(agent)).toEqual(["D", "B", "A", "C"]);
  });

  it("refuses someone else's id and changes nothing", async () => {
    const { agent: owner } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const a = await aJokeNote(owner, { setup: "A" });
    const b = await aJokeNote(owner, { setup: "B" });
    const foreign = await aJokeNote(other, { setup: "X" });
    const res = await apiClient(owner).jokeNotes.reorder({ body: { noteIds: [a.id, foreign.id, b.id] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not yours/);
    expect(await setups(owner)).toEqual(["B", "A"]);
    await apiClient(other).jokeNotes.reorder({ body: { noteIds: [a.id] } }).expect(400);
    expect(await setups(owner)).toEqual(["B", "A"]);
  });

  it("validates the id list", async () => {
    const { agent } = await signedInAgent(t);
    await apiClient(agent).jokeNotes.reorder({ body: { noteIds: [] } }).expect(400);
    await apiClient(agent).jokeNotes.reorder({ body: { noteIds: [1, 1] } }).expect(400);
    await apiClient(agent).jokeNotes.reorder({ unchecked: { body: {} } }).expect(400);
  });
});
