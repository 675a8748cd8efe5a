import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type ApiClient } from "../../test/api-client";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = async (api: ApiClient, id: number) => (await api.jokeNotes.list().answer()).find((note) => note.id === id);

describe("a joke note's timed length", () => {
  it("starts untimed, is set by PATCH and PUT, and is cleared with null", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    const note = await aJokeNote(agent, { setup: "Dentist", punchlines: ["floss"] });
    expect(note.durationSeconds).toBeNull();

    const patched = await api.jokeNotes.patch({ params: { id: note.id }, body: { durationSeconds: 42 } }).answer();
    expect(patched).toMatchObject({ durationSeconds: 42, setup: "Dentist", stage: "idea" });
    expect((await listed(api, note.id))?.durationSeconds).toBe(42);

    const put = await api.jokeNotes.update({ params: { id: note.id }, body: { setup: "Dentist, again", durationSeconds: 75 } }).answer();
    expect(put.durationSeconds).toBe(75);
    const kept = await api.jokeNotes.update({ params: { id: note.id }, body: { setup: "Dentist, third" } }).answer();
    expect(kept.durationSeconds).toBe(75);

    await api.jokeNotes.patch({ params: { id: note.id }, body: { durationSeconds: null } }).answer();
    expect((await listed(api, note.id))?.durationSeconds).toBeNull();
  });

  it("refuses a length that is not 1 to 3600 whole seconds, and keeps the saved one", async () => {
    const { agent } = await signedInAgent(t);
    const api = apiClient(agent);
    const note = await aJokeNote(agent);
    await api.jokeNotes.patch({ params: { id: note.id }, body: { durationSeconds: 30 } }).answer();
    for (const durationSeconds of [0, -5, 3601, 1.5, "60", 2 ** 31, true, [60]]) {
      const refusal = await api.jokeNotes.patch({ params: { id: note.id }, body: {}, unchecked: { body: { durationSeconds } } }).refused(400);
      expect(refusal.message, JSON.stringify(durationSeconds)).toMatch(/durationSeconds/);
    }
    expect((await listed(api, note.id))?.durationSeconds).toBe(30);
  });

  it("cannot time another comedian's joke", async () => {
    const { agent: owner } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const note = await aJokeNote(owner);
    await apiClient(other).jokeNotes.patch({ params: { id: note.id }, body: { durationSeconds: 10 } }).refused(404);
    expect((await listed(apiClient(owner), note.id))?.durationSeconds).toBeNull();
  });
});
