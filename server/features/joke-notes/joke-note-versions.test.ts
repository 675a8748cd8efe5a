import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNoteVersion } from "@shared/joke-notes/joke-note-version-dto";
import { VERSIONS_KEPT } from "@shared/joke-notes/note-text";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const versionsOf = async (agent: Awaited<ReturnType<typeof signedInAgent>>["agent"], id: number) => {
  const res = await apiClient(agent).jokeNotes.versions({ params: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as JokeNoteVersion[];
};

describe("versions", () => {
  it("keeps the words each text change replaces, newest first", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "One", punchlines: ["p1"], notes: "n1", inspiration: "i1" });
    expect(await versionsOf(agent, note.id)).toEqual([]);
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Two", punchlines: ["p1"] } }).expect(200);
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Two", punchlines: ["p2"] } }).expect(200);
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Two", inspiration: null } }).expect(200);
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
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Same", punchlines: ["p"], stage: "on_hold" } }).expect(200);
    await apiClient(agent).jokeNotes.patch({ params: { id: note.id }, body: { stage: "working_on" } }).expect(200);
    await apiClient(agent).jokeNotes.moveToStool({ params: { id: note.id }, body: { stoolCategory: "open_mic" } }).expect(200);
    await apiClient(agent).jokeNotes.removeFromStool({ params: { id: note.id } }).expect(200);
    await apiClient(agent).jokeNotes.reorder({ body: { noteIds: [note.id, other.id] } }).expect(200);
    expect(await versionsOf(agent, note.id)).toEqual([]);
  });

  it(`keeps the newest ${VERSIONS_KEPT} versions of a note`, async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "v0" });
    for (let i = 1; i <= VERSIONS_KEPT + 3; i++) {
      await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: `v${i}` } }).expect(200);
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
    await apiClient(owner.agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Mine, edited" } }).expect(200);
    const [version] = await versionsOf(owner.agent, note.id);
    await apiClient(stranger.agent).jokeNotes.versions({ params: { id: note.id } }).expect(404);
    await apiClient(stranger.agent).jokeNotes.restoreVersion({ params: { id: note.id, versionId: version!.id } }).expect(404);
    // A version of the stranger's own note cannot be restored onto the owner's note either.
    const theirs = await aJokeNote(stranger.agent, { setup: "Theirs" });
    await apiClient(stranger.agent).jokeNotes.update({ params: { id: theirs.id }, body: { setup: "Theirs, edited" } }).expect(200);
    const [theirVersion] = await versionsOf(stranger.agent, theirs.id);
    await apiClient(owner.agent).jokeNotes.restoreVersion({ params: { id: note.id, versionId: theirVersion!.id } }).expect(404);
    await apiClient(t.agent()).jokeNotes.versions({ params: { id: note.id } }).expect(401);
    const after = await apiClient(owner.agent).jokeNotes.list();
    expect((after.body as { setup: string }[]).map((n) => n.setup)).toEqual(["Mine, edited"]);
  });

  it("answers 400 for ids that are not ids", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent);
    const api = apiClient(agent);
    for (const [path, call] of [
      ["joke-notes/abc/versions", () => api.jokeNotes.versions({ params: { id: "abc" } })],
      ["joke-notes/2147483648/versions", () => api.jokeNotes.versions({ params: { id: "2147483648" } })],
      ["joke-notes/%00/versions", () => api.jokeNotes.versions({ params: { id: "\u0000" } })],
      [`joke-notes/${note.id}/versions/9999999999999/restore`, () => api.jokeNotes.restoreVersion({ params: { id: note.id, versionId: "9999999999999" } })],
      [`joke-notes/${note.id}/versions/-1/restore`, () => api.jokeNotes.restoreVersion({ params: { id: note.id, versionId: -1 } })],
    ] as const) {
      const res = await call();
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe("restore", () => {
  it("puts a version's words back and keeps the replaced words as a version", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Original", punchlines: ["first"], notes: "keep" });
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Rewrite", punchlines: ["second", "third"], notes: null } }).expect(200);
    await apiClient(agent).jokeNotes.patch({ params: { id: note.id }, body: { stage: "working_on" } }).expect(200);
    const [original] = await versionsOf(agent, note.id);
    const restored = await apiClient(agent).jokeNotes.restoreVersion({ params: { id: note.id, versionId: original!.id } });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: note.id, setup: "Original", punchlines: ["first"], notes: "keep", stage: "working_on" });
    const versions = await versionsOf(agent, note.id);
    expect(versions.map((v) => v.setup)).toEqual(["Rewrite", "Original"]);
    expect(versions[0]).toMatchObject({ punchlines: ["second", "third"], notes: null });
    await apiClient(agent).jokeNotes.restoreVersion({ params: { id: note.id, versionId: 99999999 } }).expect(404);
  });
});
