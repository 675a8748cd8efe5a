import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { IMPORT_MAX_BYTES, MATERIAL_FORMAT } from "@shared/material/material-file";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = supertest.Agent;

/** A comedian with some of every kind of material. */
async function writeMaterial(agent: Agent) {
  const older = await aJokeNote(agent, { setup: "Airline food", punchlines: ["hostage situation"], notes: "open with it" });
  await agent.put(`/api/joke-notes/${older.id}`).send({ setup: "Airline food, again", punchlines: ["hostage situation", "tag"] }).expect(200);
  await aJokeNote(agent, { setup: "My dog is a lawyer", inspiration: "the park" });
  await agent.patch(`/api/joke-notes/${older.id}`).send({ stage: "working_on", onStool: true, stoolCategory: "open_mic" }).expect(200);
  await agent.post("/api/notes").send({ title: "Set ideas", content: "Close on the dog" }).expect(201);
  const category = await agent.post("/api/thought-categories").send({ name: "Family", color: "#EF4444" }).expect(201);
  await agent.post("/api/thoughts").send({ categoryId: category.body.id, content: "Mum texts in all caps", tags: "mum, texts" }).expect(201);
  await agent.put("/api/profile").send({ keywords: ["airports", "dogs"] }).expect(200);
}

const exportJson = async (agent: Agent) => {
  const res = await agent.get("/api/export").buffer(true).parse((r, done) => {
    let body = "";
    r.setEncoding("utf8");
    r.on("data", (chunk: string) => (body += chunk));
    r.on("end", () => done(null, body));
  });
  expect(res.status).toBe(200);
  return { res, file: JSON.parse(res.body as string) as Record<string, unknown> & { jokeNotes: Record<string, unknown>[] } };
};

const jokeNotes = async (agent: Agent) => (await agent.get("/api/joke-notes").expect(200)).body as JokeNote[];
const counts = async (agent: Agent) => ({
  jokeNotes: (await jokeNotes(agent)).length,
  notes: ((await agent.get("/api/notes").expect(200)).body as unknown[]).length,
  categories: ((await agent.get("/api/thought-categories").expect(200)).body as unknown[]).length,
  thoughts: ((await agent.get("/api/thoughts").expect(200)).body as unknown[]).length,
});

describe("export", () => {
  it("is a download of everything the comedian wrote, with a format version", async () => {
    const { agent } = await signedInAgent(t);
    const other = await signedInAgent(t);
    await writeMaterial(agent);
    await aJokeNote(other.agent, { setup: "Someone else's joke" });
    const { res, file } = await exportJson(agent);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="comedy-toolkit-material-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(file).toMatchObject({ format: MATERIAL_FORMAT, formatVersion: 1, profile: { keywords: ["airports", "dogs"] } });
    expect(file.jokeNotes.map((n) => n.setup).sort()).toEqual(["Airline food, again", "My dog is a lawyer"]);
    const airline = file.jokeNotes.find((n) => n.setup === "Airline food, again")!;
    expect(airline).toMatchObject({ punchlines: ["hostage situation", "tag"], notes: "open with it", stage: "working_on", onStool: true, stoolCategory: "open_mic" });
    expect(airline.versions).toEqual([expect.objectContaining({ setup: "Airline food", punchlines: ["hostage situation"] })]);
    expect(file.notes).toEqual([expect.objectContaining({ title: "Set ideas", content: "Close on the dog" })]);
    expect(file.thoughtCategories).toEqual([
      expect.objectContaining({ name: "Family", color: "#EF4444", thoughts: [expect.objectContaining({ content: "Mum texts in all caps", tags: ["mum", "texts"] })] }),
    ]);
    expect(JSON.stringify(file)).not.toContain("Someone else's joke");
  });

  it("is a readable Markdown file: a heading per joke, punchlines as a list", async () => {
    const { agent } = await signedInAgent(t);
    await writeMaterial(agent);
    const res = await agent.get("/api/export?format=markdown").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/markdown/);
    expect(res.headers["content-disposition"]).toMatch(/filename="comedy-toolkit-material-.*\.md"/);
    expect(res.text).toContain("## Joke notes");
    expect(res.text).toContain("### Airline food, again\n\n- hostage situation\n- tag\n");
    expect(res.text).toContain("**Notes:** open with it");
    expect(res.text).toContain("### Set ideas\n\nClose on the dog");
    expect(res.text).toContain("- Mum texts in all caps (mum, texts)");
  });

  it("needs a session and a known format", async () => {
    await t.agent().get("/api/export").expect(401);
    const { agent } = await signedInAgent(t);
    const res = await agent.get("/api/export?format=pdf").expect(400);
    expect(res.body.message).toMatch(/format/);
  });
});

describe("import", () => {
  it("round-trips into another account, ids remapped, and a second import adds nothing", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    await writeMaterial(a.agent);
    await aJokeNote(b.agent, { setup: "B's own joke" });
    const { file } = await exportJson(a.agent);

    const first = await b.agent.post("/api/import").send(file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      added: { jokeNotes: 2, notes: 1, thoughtCategories: 1, thoughts: 1 },
      skipped: { jokeNotes: 0, notes: 0, thoughtCategories: 0, thoughts: 0 },
    });
    const imported = await jokeNotes(b.agent);
    // In A's saved order (the promoted note went on top), above B's own notes.
    expect(imported.map((n) => n.setup)).toEqual(["Airline food, again", "My dog is a lawyer", "B's own joke"]);
    const aIds = (await jokeNotes(a.agent)).map((n) => n.id);
    expect(imported.some((n) => aIds.includes(n.id))).toBe(false);
    const airline = imported.find((n) => n.setup === "Airline food, again")!;
    expect(airline).toMatchObject({ stage: "working_on", onStool: true, stoolCategory: "open_mic", punchlines: ["hostage situation", "tag"] });
    const versions = await b.agent.get(`/api/joke-notes/${airline.id}/versions`).expect(200);
    expect(versions.body).toEqual([expect.objectContaining({ setup: "Airline food" })]);

    const before = await counts(b.agent);
    const again = await b.agent.post("/api/import").send(file).expect(200);
    expect(again.body.added).toEqual({ jokeNotes: 0, notes: 0, thoughtCategories: 0, thoughts: 0 });
    expect(await counts(b.agent)).toEqual(before);
    expect(before).toEqual({ jokeNotes: 3, notes: 1, categories: 1, thoughts: 1 });
    // A's account is untouched.
    expect((await counts(a.agent)).jokeNotes).toBe(2);
  });

  it("answers 400 naming the problem for a bad file, and changes nothing", async () => {
    const { agent } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Keep me" });
    const good = { format: MATERIAL_FORMAT, formatVersion: 1, jokeNotes: [{ setup: "Fine" }] };
    const cases: [unknown, RegExp][] = [
      [{ ...good, format: "something-else" }, /format/],
      [{ ...good, formatVersion: 99 }, /formatVersion/],
      [{ ...good, jokeNotes: [{ setup: "Fine" }, { setup: "   " }] }, /jokeNotes\.1\.setup/],
      [{ ...good, jokeNotes: [{ setup: "x", stage: "done" }] }, /jokeNotes\.0\.stage/],
      [{ ...good, jokeNotes: "nope" }, /jokeNotes/],
      [{ ...good, notes: [{ title: "x".repeat(1_000_000), content: "y" }] }, /notes\.0\.title/],
      [{ ...good, thoughtCategories: [{ name: "A", color: "#123456" }] }, /color/i],
      [[1, 2, 3], /./],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post("/api/import").send(body as object);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const malformed = await agent.post("/api/import").set("Content-Type", "application/json").send('{"format": ');
    expect(malformed.status).toBe(400);
    expect((await jokeNotes(agent)).map((n) => n.setup)).toEqual(["Keep me"]);
  });

  it("strips NUL bytes, ignores ids and owners in the file, and stays in the signed-in account", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    const victim = await aJokeNote(b.agent, { setup: "Victim's joke" });
    const res = await a.agent.post("/api/import").send({
      format: MATERIAL_FORMAT,
      formatVersion: 1,
      userId: b.user.id,
      jokeNotes: [{ id: victim.id, userId: b.user.id, setup: "Sneaky\u0000 joke" }],
    });
    expect(res.status).toBe(200);
    expect((await jokeNotes(a.agent)).map((n) => n.setup)).toEqual(["Sneaky joke"]);
    expect((await jokeNotes(b.agent)).map((n) => n.setup)).toEqual(["Victim's joke"]);
  });

  it("answers 413 for a file over the limit", async () => {
    const { agent } = await signedInAgent(t);
    const huge = JSON.stringify({ format: MATERIAL_FORMAT, formatVersion: 1, notes: [{ title: "x", content: "y".repeat(IMPORT_MAX_BYTES) }] });
    const res = await agent.post("/api/import").set("Content-Type", "application/json").send(huge);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
    // Other routes keep their 1 MB limit.
    await agent.post("/api/joke-notes").set("Content-Type", "application/json").send(JSON.stringify({ setup: "y".repeat(1_100_000) })).expect(413);
  });

  it("takes plain text: one joke per paragraph, split like a texted joke, and only once", async () => {
    const { agent } = await signedInAgent(t);
    const text = "Airline food / what's the deal\nand the peanuts\n\nMy dog is a lawyer/he chases ambulances\n";
    const res = await agent.post("/api/import").set("Content-Type", "text/plain").send(text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toMatchObject({ jokeNotes: 2 });
    const notes = await jokeNotes(agent);
    expect(notes.map((n) => [n.setup, n.punchlines])).toEqual([
      ["Airline food", ["what's the deal", "and the peanuts"]],
      ["My dog is a lawyer", ["he chases ambulances"]],
    ]);
    const again = await agent.post("/api/import").set("Content-Type", "text/plain").send(text).expect(200);
    expect(again.body.added).toMatchObject({ jokeNotes: 0 });
    await agent.post("/api/import").set("Content-Type", "text/plain").send("\n\n  \n").expect(400);
  });

  it("needs a session", async () => {
    await t.agent().post("/api/import").send({ format: MATERIAL_FORMAT, formatVersion: 1 }).expect(401);
  });
});
