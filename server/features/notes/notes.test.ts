import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type supertest from "supertest";
import type { Note } from "@shared/notes/note-dto";
import { notes } from "@shared/schema/index";
import { signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = "\u0000";
const TOO_BIG = 2 ** 31;

async function aNote(agent: supertest.Agent, body: Record<string, unknown> = {}): Promise<Note> {
  const res = await agent.post("/api/notes").send({ title: "Set list", content: "Open with the dentist bit", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Note;
}

const titles = async (agent: supertest.Agent) =>
  ((await agent.get("/api/notes").expect(200)).body as Note[]).map((note) => note.title);

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
      const res = await agent.post("/api/notes").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const blank = await agent.post("/api/notes").send({ title: " ", content: "x" });
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
    await agent.post("/api/notes").send({ title: "x", content: "x".repeat(1024 * 1024) }).expect(413);
    await agent.post("/api/notes").send({ title: "x", content: "x".repeat(900_000) }).expect(400);
    await agent.post("/api/notes").set("Content-Type", "application/json").send("{not json").expect(400);
    expect(await titles(agent)).toEqual([]);
  });

  it("needs a session", async () => {
    await t.agent().get("/api/notes").expect(401);
    await t.agent().post("/api/notes").send({ title: "x", content: "y" }).expect(401);
    await t.agent().put("/api/notes/1").send({ title: "x", content: "y" }).expect(401);
    await t.agent().delete("/api/notes/1").expect(401);
  });
});

describe("update and delete", () => {
  it("updates title and content, moves updatedAt and the note to the front", async () => {
    const { agent } = await signedInAgent(t);
    const old = await aNote(agent, { title: "Old" });
    await aNote(agent, { title: "Newer" });
    await new Promise((r) => setTimeout(r, 15));
    const res = await agent.put(`/api/notes/${old.id}`).send({ title: " Edited ", content: "New words", userId: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: old.id, title: "Edited", content: "New words", createdAt: old.createdAt });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(old.updatedAt).getTime());
    expect(await titles(agent)).toEqual(["Edited", "Newer"]);
  });

  it("refuses an update with a blank field and keeps the note", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aNote(agent, { title: "Keep" });
    await agent.put(`/api/notes/${note.id}`).send({ title: "", content: "x" }).expect(400);
    await agent.put(`/api/notes/${note.id}`).send({ title: "x" }).expect(400);
    expect(await titles(agent)).toEqual(["Keep"]);
  });

  it("deletes once", async () => {
    const { agent } = await signedInAgent(t);
    const note = await aNote(agent);
    await agent.delete(`/api/notes/${note.id}`).expect(204);
    await agent.delete(`/api/notes/${note.id}`).expect(404);
    await agent.put(`/api/notes/${note.id}`).send({ title: "x", content: "y" }).expect(404);
    expect(await titles(agent)).toEqual([]);
  });

  it.each([
    ["put", `/api/notes/${TOO_BIG}`],
    ["delete", `/api/notes/${TOO_BIG}`],
    ["put", "/api/notes/abc"],
    ["delete", "/api/notes/0"],
    ["delete", "/api/notes/-1"],
    ["delete", "/api/notes/1.5"],
    ["delete", "/api/notes/99999999999999999999999"],
  ] as const)("%s %s answers 400 with a message", async (method, path) => {
    const { agent } = await signedInAgent(t);
    const res = await agent[method](path).send({ title: "x", content: "y" });
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
      await intruder.put(`/api/notes/${note.id}`).send({ title: "Stolen", content: "gone" }).expect(404);
      await intruder.delete(`/api/notes/${note.id}`).expect(404);
    }
    expect((await alice.get("/api/notes")).body).toEqual([hers]);
    expect((await bob.get("/api/notes")).body).toEqual([his]);
  });
});
