import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"], id: number) =>
  ((await agent.get("/api/joke-notes").expect(200)).body as JokeNote[]).find((note) => note.id === id);

describe("a joke note's timed length", () => {
  it("starts untimed, is set by PATCH and PUT, and is cleared with null", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Dentist", punchlines: ["floss"] });
    expect(note.durationSeconds).toBeNull();

    const patched = await agent.patch(`/api/joke-notes/${note.id}`).send({ durationSeconds: 42 }).expect(200);
    expect(patched.body).toMatchObject({ durationSeconds: 42, setup: "Dentist", stage: "idea" });
    expect((await listed(agent, note.id))?.durationSeconds).toBe(42);

    const put = await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Dentist, again", durationSeconds: 75 }).expect(200);
    expect(put.body.durationSeconds).toBe(75);
    const kept = await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Dentist, third" }).expect(200);
    expect(kept.body.durationSeconds).toBe(75);

    await agent.patch(`/api/joke-notes/${note.id}`).send({ durationSeconds: null }).expect(200);
    expect((await listed(agent, note.id))?.durationSeconds).toBeNull();
  });

  it("refuses a length that is not 1 to 3600 whole seconds, and keeps the saved one", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent);
    await agent.patch(`/api/joke-notes/${note.id}`).send({ durationSeconds: 30 }).expect(200);
    for (const durationSeconds of [0, -5, 3601, 1.5, "60", 2 ** 31, true, [60]]) {
      const res = await agent.patch(`/api/joke-notes/${note.id}`).send({ durationSeconds });
      expect(res.status, JSON.stringify(durationSeconds)).toBe(400);
      expect(res.body.message).toMatch(/durationSeconds/);
    }
    expect((await listed(agent, note.id))?.durationSeconds).toBe(30);
  });

  it("cannot time another comedian's joke", async () => {
    const { agent: owner } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const note = await aJokeNote(owner);
    await other.patch(`/api/joke-notes/${note.id}`).send({ durationSeconds: 10 }).expect(404);
    expect((await listed(owner, note.id))?.durationSeconds).toBeNull();
  });
});
