import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNoteVersion } from "@shared/joke-notes/joke-note-version-dto";
import { VERSIONS_KEPT } from "@shared/joke-notes/note-text";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const versionsOf = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"], id: number) => {
  const res = await agent.get(`/api/joke-notes/${id}/versions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as JokeNoteVersion[];
};

describe("versions", () => {
  it("keeps the words each text change replaces, newest first", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "One", punchlines: ["p1"], notes: "n1", inspiration: "i1" });
    expect(await versionsOf(agent, note.id)).toEqual([]);
    await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Two", punchlines: ["p1"] }).expect(200);
    await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Two", punchlines: ["p2"] }).expect(200);
    await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Two", inspiration: null }).expect(200);
    const versions = await versionsOf(agent, note.id);
    expect(versions.map((v) => [v.setup, v.punchlines, v.notes, v.inspiration])).toEqual([
      ["Two", ["p2"], "n1", "i1"],
      ["Two", ["p1"], "n1", "i1"],
      ["One", ["p1"], "n1", "i1"],
    ]);
    expect(Object.keys(versions[0]!).sort()).toEqual(["createdAt", "id", "inspiration", "notes", "punchlines", "setAside", "setup"]);
    expect(versions.every((v) => v.setAside === null)).toBe(true);
  });

  it("keeps no version for a save without a text change, a stage move, a stool move or a reorder", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Same", punchlines: ["p"] });
    const other = await aJokeNote(agent, { setup: "Other" });
    await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Same", punchlines: ["p"], stage: "on_hold" }).expect(200);
    await agent.patch(`/api/joke-notes/${note.id}`).send({ stage: "working_on" }).expect(200);
    await agent.patch(`/api/joke-notes/${note.id}/move-to-stool`).send({ stoolCategory: "open_mic" }).expect(200);
    await agent.patch(`/api/joke-notes/${note.id}/remove-from-stool`).expect(200);
    await agent.put("/api/joke-notes/reorder").send({ noteIds: [note.id, other.id] }).expect(200);
    expect(await versionsOf(agent, note.id)).toEqual([]);
  });

  it(`keeps the newest ${VERSIONS_KEPT} versions of a note`, async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "v0" });
    for (let i = 1; i <= VERSIONS_KEPT + 3; i++) {
      await agent.put(`/api/joke-notes/${note.id}`).send({ setup: `v${i}` }).expect(200);
    }
    const versions = await versionsOf(agent, note.id);
    expect(versions).toHaveLength(VERSIONS_KEPT);
    expect(versions[0]!.setup).toBe(`v${VERSIONS_KEPT + 2}`);
    expect(versions.at(-1)!.setup).toBe("v3");
  });

  it("are the owner's only", async () => {
    const owner = await signedInAgent(t);
    const stranger = await signedInAgent(t);
    const note = await aJokeNote(owner.agent, { setup: "Mine" });
    await owner.agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Mine, edited" }).expect(200);
    const [version] = await versionsOf(owner.agent, note.id);
    await stranger.agent.get(`/api/joke-notes/${note.id}/versions`).expect(404);
    await stranger.agent.post(`/api/joke-notes/${note.id}/versions/${version!.id}/restore`).expect(404);
    // A version of the stranger's own note cannot be restored onto the owner's note either.
    const theirs = await aJokeNote(stranger.agent, { setup: "Theirs" });
    await stranger.agent.put(`/api/joke-notes/${theirs.id}`).send({ setup: "Theirs, edited" }).expect(200);
    const [theirVersion] = await versionsOf(stranger.agent, theirs.id);
    await owner.agent.post(`/api/joke-notes/${note.id}/versions/${theirVersion!.id}/restore`).expect(404);
    await t.agent().get(`/api/joke-notes/${note.id}/versions`).expect(401);
    const after = await owner.agent.get("/api/joke-notes");
    expect((after.body as { setup: string }[]).map((n) => n.setup)).toEqual(["Mine, edited"]);
  });

  it("answers 400 for ids that are not ids", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent);
    for (const path of [
      "/api/joke-notes/abc/versions",
      "/api/joke-notes/2147483648/versions",
      "/api/joke-notes/%00/versions",
      `/api/joke-notes/${note.id}/versions/9999999999999/restore`,
      `/api/joke-notes/${note.id}/versions/-1/restore`,
    ]) {
      const res = path.endsWith("restore") ? await agent.post(path) : await agent.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe("restore", () => {
  it("puts a version's words back and keeps the replaced words as a version", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Original", punchlines: ["first"], notes: "keep" });
    await agent.put(`/api/joke-notes/${note.id}`).send({ setup: "Rewrite", punchlines: ["second", "third"], notes: null }).expect(200);
    await agent.patch(`/api/joke-notes/${note.id}`).send({ stage: "working_on" }).expect(200);
    const [original] = await versionsOf(agent, note.id);
    const restored = await agent.post(`/api/joke-notes/${note.id}/versions/${original!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: note.id, setup: "Original", punchlines: ["first"], notes: "keep", stage: "working_on" });
    const versions = await versionsOf(agent, note.id);
    expect(versions.map((v) => v.setup)).toEqual(["Rewrite", "Original"]);
    expect(versions[0]).toMatchObject({ punchlines: ["second", "third"], notes: null });
    await agent.post(`/api/joke-notes/${note.id}/versions/99999999/restore`).expect(404);
  });
});
