import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type supertest from "supertest";
import type { Note } from "@shared/notes/note-dto";
import { notes } from "@shared/schema/index";
import { signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient, type ApiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = "\u0000";
const TOO_BIG = 2 ** 31;

async function aNote(agent: supertest.Agent, body: Record<string, unknown> = {}): Promise<Note> {
  const res = await apiClient(agent).notes.create({ body: { title: "Set list", content: "Open with the dentist bit", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Note;
}

const titles = async (agent: supertest.Agent) =>
  (await apiClient(agent).notes.list().expect(200).answer()).map((note) => note.title);

describe("create and list", () => {
  it("creates a trimmed note, ignores userId and lists the newest change first", async () => {
    const { agent, user } = await signedInAgent(t);
    const { user: other } = await signedInAgent(t);
    await aNote(agent, { title: "First" });
    const note = await aNote(agent, { title: "  Second  ", content: "\n Callbacks \n", userId: other.id });
    expect(note).toMatchObject({ title: "Second", content: "Callbacks" });
    expect(Object.keys(note).sort()).toEqual(["content", "createdAt", "id", "title", "updatedAt"]);
    const [row] = await t.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row?.userId).toBe(user.id);
    expect(await titles(agent)).toEqual(["Second", "First"]);
  });

  it("answers 400 with a message for a blank, missing or mistyped field and saves nothing", async () => {
    const { agent } = await signedInAgent(t);
    const bodies = [
      {},
      { title: "x" },
      { content: "x" },
      { title: "   ", content: "x" },
      { title: "x", content: " \n\t " },
      { title: `${NUL}${NUL}`, content: "x" },
      { title: 5, content: "x" },
      { title: "x", content: ["x"] },
      { title: null, content: "x" },
      { title: "x".repeat(201), content: "x" },
      { title: "x", content: "x".repeat(20_001) },
    ];
    for (const body of bodies) {
      const res = await apiClient(agent).notes.create({ unchecked: { body } });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const blank = await apiClient(agent).notes.create({ body: { title: " ", content: "x" } });
    expect(blank.body.message).toBe("title: Title is required");
    expect(await titles(agent)).toEqual([]);
  });

  it("strips NUL bytes and keeps the rest", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aNote(agent, { title: `Ti${NUL}tle`, content: `Con${NUL}tent` });
    expect(note).toMatchObject({ title: "Title", content: "Content" });
  });

  it("answers 413 to a body over 1 MB and 400 to a long string under it", async () => {
    const { agent } = await signedInAgent(t);
    await apiClient(agent).notes.create({ body: { title: "x", content: "x".repeat(1024 * 1024) } }).expect(413);
    await apiClient(agent).notes.create({ body: { title: "x", content: "x".repeat(900_000) } }).expect(400);
    await apiClient(agent).notes.create({ unchecked: { body: "{not json" } }).set("Content-Type", "application/json").expect(400);
    expect(await titles(agent)).toEqual([]);
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).notes.list().expect(401);
    await apiClient(t.agent()).notes.create({ body: { title: "x", content: "y" } }).expect(401);
    await apiClient(t.agent()).notes.update({ params: { id: 1 }, body: { title: "x", content: "y" } }).expect(401);
    await apiClient(t.agent()).notes.remove({ params: { id: 1 } }).expect(401);
  });
});

describe("update and delete", () => {
  it("updates title and content, moves updatedAt and the note to the front", async () => {
    const { agent } = await signedInAgent(t);
    const old = await aNote(agent, { title: "Old" });
    await aNote(agent, { title: "Newer" });
    await new Promise((r) => setTimeout(r, 15));
    const res = await apiClient(agent).notes.update({ params: { id: old.id }, unchecked: { body: { title: " Edited ", content: "New words", userId: 1 } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: old.id, title: "Edited", content: "New words", createdAt: old.createdAt });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(old.updatedAt).getTime());
    expect(await titles(agent)).toEqual(["Edited", "Newer"]);
  });

  it("refuses an update with a blank field and keeps the note", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aNote(agent, { title: "Keep" });
    await apiClient(agent).notes.update({ params: { id: note.id }, body: { title: "", content: "x" } }).expect(400);
    await apiClient(agent).notes.update({ params: { id: note.id }, unchecked: { body: { title: "x" } } }).expect(400);
    expect(await titles(agent)).toEqual(["Keep"]);
  });

  it("deletes once", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aNote(agent);
    await apiClient(agent).notes.remove({ params: { id: note.id } }).expect(204);
    await apiClient(agent).notes.remove({ params: { id: note.id } }).expect(404);
    await apiClient(agent).notes.update({ params: { id: note.id }, body: { title: "x", content: "y" } }).expect(404);
    expect(await titles(agent)).toEqual([]);
  });

  it.each<[string, string, (api: ApiClient, body: object) => supertest.Test]>([
    ["put", `notes/${TOO_BIG}`, (api, body) => api.notes.update({ params: { id: TOO_BIG }, unchecked: { body } })],
    ["delete", `notes/${TOO_BIG}`, (api, body) => api.notes.remove({ params: { id: TOO_BIG }, unchecked: { body } })],
    ["put", "notes/abc", (api, body) => api.notes.update({ params: { id: "abc" }, unchecked: { body } })],
    ["delete", "notes/0", (api, body) => api.notes.remove({ params: { id: 0 }, unchecked: { body } })],
    ["delete", "notes/-1", (api, body) => api.notes.remove({ params: { id: -1 }, unchecked: { body } })],
    ["delete", "notes/1.5", (api, body) => api.notes.remove({ params: { id: "1.5" }, unchecked: { body } })],
    ["delete", "notes/99999999999999999999999", (api, body) => api.notes.remove({ params: { id: "99999999999999999999999" }, unchecked: { body } })],
  ])("%s /api/%s answers 400 with a message", async (_method, _path, call) => {
    const { agent } = await signedInAgent(t);
    const res = await call(apiClient(agent), { title: "x", content: "y" });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("ownership", () => {
  it("gives each of two users 404 on the other's notes and changes nothing", async () => {
    const { agent: alice } = await signedInAgent(t);
    const { agent: bob } = await signedInAgent(t);
    const hers = await aNote(alice, { title: "Alice's", content: "hers" });
    const his = await aNote(bob, { title: "Bob's", content: "his" });
    for (const [intruder, note] of [
      [bob, hers],
      [alice, his],
    ] as const) {
      await apiClient(intruder).notes.update({ params: { id: note.id }, body: { title: "Stolen", content: "gone" } }).expect(404);
      await apiClient(intruder).notes.remove({ params: { id: note.id } }).expect(404);
    }
    expect((await apiClient(alice).notes.list()).body).toEqual([hers]);
    expect((await apiClient(bob).notes.list()).body).toEqual([his]);
  });
});
