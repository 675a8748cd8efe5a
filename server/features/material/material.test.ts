import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATERIAL_FORMAT } from "@shared/material/material-file";
import { PLAIN_TEXT_IMPORT_MAX_BYTES } from "@shared/material/import-limits";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { downloadExport } from "../../test/material-export";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = supertest.Agent;

/** A comedian with some of every kind of material. */
async function writeMaterial(agent: Agent) {
  const older = await aJokeNote(agent, { setup: "Airline food", punchlines: ["hostage situation"], notes: "open with it" });
  await apiClient(agent).jokeNotes.update({ params: { id: older.id }, body: { setup: "Airline food, again", punchlines: ["hostage situation", "tag"] } }).expect(200);
  await aJokeNote(agent, { setup: "My dog is a lawyer", inspiration: "the park" });
  await apiClient(agent).jokeNotes.patch({ params: { id: older.id }, body: { stage: "working_on", onStool: true, stoolCategory: "open_mic" } }).expect(200);
  // Words another device's edit replaced, kept aside with why.
  await apiClient(agent).jokeNotes.setAside({ params: { id: older.id }, body: { setup: "Airline food, the phone version", setAside: "conflict" } }).expect(201);
  await apiClient(agent).notes.create({ body: { title: "Set ideas", content: "Close on the dog" } }).expect(201);
  const category = await apiClient(agent).thoughtCategories.create({ body: { name: "Family", color: "#EF4444" } }).expect(201);
  const work = await apiClient(agent).thoughtCategories.create({ body: { name: "Work" } }).expect(201);
  // The comedian's own order of categories, not the order they were made in.
  await apiClient(agent).thoughtCategories.reorder({ body: { categoryIds: [work.body.id, category.body.id] } }).expect(200);
  await apiClient(agent).thoughts.create({ body: { categoryId: category.body.id, content: "Mum texts in all caps", tags: "mum, texts" } }).expect(201);
  await apiClient(agent).profile.update({ body: { keywords: ["airports", "dogs"] } }).expect(200);
  const dog = (await jokeNotes(agent)).find((n) => n.setup === "My dog is a lawyer")!;
  await apiClient(agent).jokeNotes.patch({ params: { id: dog.id }, body: { durationSeconds: 95 } }).expect(200);
  const set = await apiClient(agent).setLists.create({ body: { name: "Tight five", targetMinutes: 6, jokeNoteIds: [dog.id, older.id] } }).expect(201);
  await apiClient(agent).setLists.create({ body: { name: "Empty set" } }).expect(201);
  await apiClient(agent).performances.create({ body: {
      performedAt: "2026-11-20T21:00:00.000Z",
      venue: "The Cellar",
      showName: "Late show",
      setListId: set.body.id,
      durationSeconds: 370,
      notes: "hot crowd",
      ratings: [
        { jokeNoteId: older.id, rating: "killed" },
        { jokeNoteId: dog.id, rating: "bombed", notes: "too long" },
      ],
    } })
    .expect(201);
  await apiClient(agent).performances.create({ body: { performedAt: "2026-11-21T20:00:00.000Z", venue: "Open mic bar", ratings: [] } }).expect(201);
}

/** What the account's set lists and performances say, in the account's own joke words. */
async function setsAndShows(agent: Agent) {
  const summaries = await apiClient(agent).setLists.list().expect(200).answer();
  const sets = await Promise.all(summaries.map(async (summary) => await apiClient(agent).setLists.get({ params: { id: summary.id } }).expect(200).answer()));
  const shows = await apiClient(agent).performances.list().expect(200).answer();
  const setName = (id: number | null) => sets.find((set) => set.id === id)?.name ?? null;
  return {
    sets: sets
      .map((set) => ({ name: set.name, targetMinutes: set.targetMinutes, bits: set.items.map((item) => item.setup) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    shows: shows.map(({ id: _id, setListId, ratings, ...show }) => ({
      ...show,
      setList: setName(setListId),
      ratings: ratings.map(({ jokeNoteId: _joke, ...rating }) => rating),
    })),
  };
}

const exportJson = async (agent: Agent) => {
  const { res, text } = await downloadExport(agent);
  expect(res.status).toBe(200);
  return { res, file: JSON.parse(text) as Record<string, unknown> & { jokeNotes: Record<string, unknown>[] } };
};

const jokeNotes = async (agent: Agent) => await apiClient(agent).jokeNotes.list().expect(200).answer();
const counts = async (agent: Agent) => ({
  jokeNotes: (await jokeNotes(agent)).length,
  notes: (await apiClient(agent).notes.list().expect(200).answer()).length,
  categories: (await apiClient(agent).thoughtCategories.list().expect(200).answer()).length,
  thoughts: (await apiClient(agent).thoughts.list().expect(200).answer()).length,
  setLists: (await apiClient(agent).setLists.list().expect(200).answer()).length,
  performances: (await apiClient(agent).performances.list().expect(200).answer()).length,
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
    expect(airline.versions).toEqual([
      expect.objectContaining({ setup: "Airline food, the phone version", setAside: "conflict" }),
      expect.objectContaining({ setup: "Airline food", punchlines: ["hostage situation"], setAside: null }),
    ]);
    expect(file.jokeNotes.find((n) => n.setup === "My dog is a lawyer")).toMatchObject({ durationSeconds: 95 });
    expect(file.notes).toEqual([expect.objectContaining({ title: "Set ideas", content: "Close on the dog" })]);
    expect(file.thoughtCategories).toEqual([
      expect.objectContaining({ name: "Family", color: "#EF4444", thoughts: [expect.objectContaining({ content: "Mum texts in all caps", tags: ["mum", "texts"] })] }),
      expect.objectContaining({ name: "Work", thoughts: [] }),
    ]);
    expect(JSON.stringify(file)).not.toContain("Someone else's joke");
    const jokeId = (setup: string) => file.jokeNotes.find((n) => n.setup === setup)!.exportId;
    const sets = file.setLists as Record<string, unknown>[];
    const tight = sets.find((set) => set.name === "Tight five")!;
    expect(tight).toMatchObject({
      targetMinutes: 6,
      items: [
        { jokeNote: jokeId("My dog is a lawyer"), setup: "My dog is a lawyer" },
        { jokeNote: jokeId("Airline food, again"), setup: "Airline food, again" },
      ],
    });
    expect(file.performances).toEqual([
      expect.objectContaining({
        performedAt: "2026-11-20T21:00:00.000Z",
        venue: "The Cellar",
        showName: "Late show",
        setList: tight.exportId,
        setListName: "Tight five",
        durationSeconds: 370,
        notes: "hot crowd",
        ratings: [
          { jokeNote: jokeId("Airline food, again"), setup: "Airline food, again", rating: "killed", notes: null },
          { jokeNote: jokeId("My dog is a lawyer"), setup: "My dog is a lawyer", rating: "bombed", notes: "too long" },
        ],
      }),
      expect.objectContaining({ venue: "Open mic bar", setList: null, showName: null, durationSeconds: null, ratings: [] }),
    ]);
  });

  it("is a readable Markdown file: a heading per joke, punchlines as a list", async () => {
    const { agent } = await signedInAgent(t);
    await writeMaterial(agent);
    const res = await apiClient(agent).material.export({ query: { format: "markdown" } }).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/markdown/);
    expect(res.headers["content-disposition"]).toMatch(/filename="comedy-toolkit-material-.*\.md"/);
    expect(res.text).toContain("## Joke notes");
    expect(res.text).toContain("### Airline food, again\n\n- hostage situation\n- tag\n");
    expect(res.text).toContain("**Notes:** open with it");
    expect(res.text).toContain("### Set ideas\n\nClose on the dog");
    expect(res.text).toContain("- Mum texts in all caps (mum, texts)");
    expect(res.text).toContain("## Set lists\n\n### Tight five\n\n*Target: 6 minutes*\n\n1. My dog is a lawyer\n2. Airline food, again\n\n### Empty set\n\n*Target: 5 minutes*\n\n");
    expect(res.text).toContain(
      "## Performances\n\n### 2026-11-20 · The Cellar · Late show\n\n**Set list:** Tight five\n\n**Duration:** 6:10\n\n**Notes:** hot crowd\n\n" +
        "- Killed: Airline food, again\n- Bombed: My dog is a lawyer (too long)\n",
    );
  });

  it("needs a session and a known format", async () => {
    await apiClient(t.agent()).material.export().expect(401);
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).material.export({ unchecked: { query: { format: "pdf" } } }).expect(400);
    expect(res.body.message).toMatch(/format/);
  });
});

describe("export summary", () => {
  it("says whether there is anything to download: a profile alone is not, any one kind of writing is, and only the comedian's own", async () => {
    const { agent } = await signedInAgent(t);
    const other = await signedInAgent(t);
    await aJokeNote(other.agent, { setup: "Someone else's joke" });
    await apiClient(agent).profile.update({ body: { keywords: ["airports"] } }).expect(200);
    expect(await apiClient(agent).material.summary().expect(200).answer()).toEqual({ hasMaterial: false });

    await apiClient(agent).setLists.create({ body: { name: "Empty set" } }).expect(201);
    expect(await apiClient(agent).material.summary().expect(200).answer()).toEqual({ hasMaterial: true });
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).material.summary().expect(401);
  });
});

describe("import", () => {
  it("round-trips into another account, ids remapped, and a second import adds nothing", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    await writeMaterial(a.agent);
    await aJokeNote(b.agent, { setup: "B's own joke" });
    const { file } = await exportJson(a.agent);

    const first = await apiClient(b.agent).material.import({ body: JSON.stringify(file) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      added: { jokeNotes: 2, notes: 1, thoughtCategories: 2, thoughts: 1, setLists: 2, performances: 2 },
      skipped: { jokeNotes: 0, notes: 0, thoughtCategories: 0, thoughts: 0, setLists: 0, performances: 0 },
    });
    const imported = await jokeNotes(b.agent);
    // In A's saved order (the promoted note went on top), above B's own notes.
    expect(imported.map((n) => n.setup)).toEqual(["Airline food, again", "My dog is a lawyer", "B's own joke"]);
    const aIds = (await jokeNotes(a.agent)).map((n) => n.id);
    expect(imported.some((n) => aIds.includes(n.id))).toBe(false);
    const airline = imported.find((n) => n.setup === "Airline food, again")!;
    expect(airline).toMatchObject({ stage: "working_on", onStool: true, stoolCategory: "open_mic", punchlines: ["hostage situation", "tag"] });
    const versions = await apiClient(b.agent).jokeNotes.versions({ params: { id: airline.id } }).expect(200);
    expect(versions.body).toEqual([
      expect.objectContaining({ setup: "Airline food, the phone version", setAside: "conflict" }),
      expect.objectContaining({ setup: "Airline food", setAside: null }),
    ]);
    // Categories in the comedian's order, not the order they were made in.
    const categoryNames = async (agent: Agent) => (await apiClient(agent).thoughtCategories.list().expect(200).answer()).map((c) => c.name);
    expect(await categoryNames(b.agent)).toEqual(["Work", "Family"]);
    expect(await categoryNames(b.agent)).toEqual(await categoryNames(a.agent));
    // The bit's timed length comes along (a set list's estimate is made of it).
    expect(imported.find((n) => n.setup === "My dog is a lawyer")).toMatchObject({ durationSeconds: 95 });
    // Set lists and shows keep when they were made, as the notes do.
    const { file: bFile } = await exportJson(b.agent);
    const made = (f: Record<string, unknown>, key: string) =>
      (f[key] as { name?: string; venue?: string; createdAt: string; updatedAt: string }[])
        .map((item) => [item.name ?? item.venue, item.createdAt, item.updatedAt])
        .sort();
    expect(made(bFile, "setLists")).toEqual(made(file, "setLists"));
    expect(made(bFile, "performances")).toEqual(made(file, "performances"));
    // Set lists and shows refer to B's copies of the jokes and set.
    expect(await setsAndShows(b.agent)).toEqual(await setsAndShows(a.agent));
    const bSets = await apiClient(b.agent).setLists.list().expect(200).answer();
    const tight = await apiClient(b.agent).setLists.get({ params: { id: bSets.find((set) => set.name === "Tight five")!.id } }).expect(200).answer();
    expect(tight.items.map((item) => item.jokeNoteId).every((id) => imported.some((n) => n.id === id))).toBe(true);

    const before = await counts(b.agent);
    const again = await apiClient(b.agent).material.import({ body: JSON.stringify(file) }).expect(200);
    expect(again.body.added).toEqual({ jokeNotes: 0, notes: 0, thoughtCategories: 0, thoughts: 0, setLists: 0, performances: 0 });
    expect(await counts(b.agent)).toEqual(before);
    expect(before).toEqual({ jokeNotes: 3, notes: 1, categories: 2, thoughts: 1, setLists: 2, performances: 2 });
    // A's account is untouched, and A importing its own file adds nothing either.
    const aBefore = await counts(a.agent);
    expect(aBefore.jokeNotes).toBe(2);
    const own = await apiClient(a.agent).material.import({ body: JSON.stringify(file) }).expect(200);
    expect(Object.values(own.body.added as Record<string, number>).every((n) => n === 0)).toBe(true);
    expect(await counts(a.agent)).toEqual(aBefore);
  });

  it("adds a set to the jokes the account already has, and keeps importing a file without set lists", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    await writeMaterial(a.agent);
    const { file } = await exportJson(a.agent);
    // B already has one of the jokes, word for word: the set refers to it, not to a copy.
    const mine = await aJokeNote(b.agent, { setup: "My dog is a lawyer", inspiration: "the park" });
    await apiClient(b.agent).material.import({ body: JSON.stringify(file) }).expect(200);
    const notes = await jokeNotes(b.agent);
    expect(notes.filter((n) => n.setup === "My dog is a lawyer").map((n) => n.id)).toEqual([mine.id]);
    const sets = await apiClient(b.agent).setLists.list().expect(200).answer();
    const tight = await apiClient(b.agent).setLists.get({ params: { id: sets.find((set) => set.name === "Tight five")!.id } }).expect(200).answer();
    expect(tight.items[0]!.jokeNoteId).toBe(mine.id);

    // A file written before set lists were exported (no such sections) still imports.
    const c = await signedInAgent(t);
    const { setLists: _sets, performances: _shows, ...older } = file;
    const res = await apiClient(c.agent).material.import({ body: JSON.stringify(older) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toMatchObject({ jokeNotes: 2, setLists: 0, performances: 0 });
  });

  it("answers 400 naming a reference that is not in the file, and changes nothing", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    await writeMaterial(a.agent);
    const { file } = await exportJson(a.agent);
    await aJokeNote(b.agent, { setup: "Keep me" });
    const sets = file.setLists as { items: { jokeNote: string }[] }[];
    const shows = file.performances as { setList: string | null; ratings: { jokeNote: string }[] }[];
    const tightAt = sets.findIndex((set) => set.items.length > 0);
    const withBits = (items: { jokeNote: string }[]) => sets.map((set, i) => (i === tightAt ? { ...set, items } : set));
    const firstJoke = sets[tightAt]!.items[0]!.jokeNote;
    const cases: [unknown, RegExp][] = [
      [{ ...file, setLists: withBits([{ jokeNote: "joke-note-999999" }]) }, new RegExp(`setLists\\.${tightAt}\\.items\\.0\\.jokeNote: No joke note "joke-note-999999"`)],
      [{ ...file, setLists: withBits([{ jokeNote: firstJoke }, { jokeNote: firstJoke }]) }, /items\.1\.jokeNote: .*listed twice/],
      [{ ...file, setLists: withBits([{ jokeNote: 7 } as unknown as { jokeNote: string }]) }, /items\.0\.jokeNote/],
      [{ ...file, performances: [{ ...shows[0]!, setList: "set-list-0" }] }, /performances\.0\.setList: No set list "set-list-0"/],
      [{ ...file, performances: [{ ...shows[0]!, ratings: [{ jokeNote: "nope", rating: "killed" }] }] }, /performances\.0\.ratings\.0\.jokeNote: No joke note "nope"/],
      [{ ...file, performances: [{ ...shows[0]!, ratings: [{ jokeNote: firstJoke, rating: "meh" }] }] }, /performances\.0\.ratings\.0\.rating/],
      [{ ...file, performances: [{ ...shows[0]!, performedAt: "last week" }] }, /performances\.0\.performedAt/],
      [{ ...file, performances: [{ ...shows[0]!, venue: "\u0000 " }] }, /performances\.0\.venue/],
      [{ ...file, setLists: [{ ...sets[0], targetMinutes: 2 ** 31 }] }, /setLists\.0\.targetMinutes/],
      [{ ...file, jokeNotes: [...file.jokeNotes, file.jokeNotes[0]] }, /jokeNotes\.2\.exportId: .*repeated/],
      [{ ...file, setLists: [{ name: "x".repeat(1_000_000) }] }, /setLists\.0\.name/],
    ];
    for (const [body, message] of cases) {
      const res = await apiClient(b.agent).material.import({ body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await counts(b.agent)).toEqual({ jokeNotes: 1, notes: 0, categories: 0, thoughts: 0, setLists: 0, performances: 0 });
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
      const res = await apiClient(agent).material.import({ body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const malformed = await apiClient(agent).material.import({ body: '{"format": ' });
    expect(malformed.status).toBe(400);
    expect((await jokeNotes(agent)).map((n) => n.setup)).toEqual(["Keep me"]);
  });

  it("strips NUL bytes, ignores ids and owners in the file, and stays in the signed-in account", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    const victim = await aJokeNote(b.agent, { setup: "Victim's joke" });
    const res = await apiClient(a.agent).material.import({ body: JSON.stringify({
      format: MATERIAL_FORMAT,
      formatVersion: 1,
      userId: b.user.id,
      jokeNotes: [{ id: victim.id, userId: b.user.id, setup: "Sneaky\u0000 joke" }],
    }) });
    expect(res.status).toBe(200);
    expect((await jokeNotes(a.agent)).map((n) => n.setup)).toEqual(["Sneaky joke"]);
    expect((await jokeNotes(b.agent)).map((n) => n.setup)).toEqual(["Victim's joke"]);
  });

  it("takes a date still to come as the time of import, so a note cannot pin itself as the newest", async () => {
    const { agent } = await signedInAgent(t);
    const before = Date.now();
    const res = await apiClient(agent).material.import({ body: JSON.stringify({
      format: MATERIAL_FORMAT,
      formatVersion: 1,
      jokeNotes: [
        { setup: "From the future", createdAt: "9999-12-31T23:59:59.000Z", updatedAt: "9999-12-31T23:59:59.000Z", versions: [{ setup: "Older text", createdAt: "9000-01-01T00:00:00Z" }] },
        { setup: "From last year", createdAt: "2025-11-01T20:00:00.000Z" },
      ],
    }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const notes = await jokeNotes(agent);
    const future = notes.find((n) => n.setup === "From the future")!;
    for (const stamp of [future.createdAt, future.updatedAt]) {
      expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.now());
    }
    expect(notes.find((n) => n.setup === "From last year")!.createdAt).toBe("2025-11-01T20:00:00.000Z");
    const fresh = await aJokeNote(agent, { setup: "Written just now" });
    expect((await jokeNotes(agent))[0]!.id).toBe(fresh.id);
  });

  it("answers 413 for a file over the limit, and for plain text over its own", async () => {
    const { agent } = await signedInAgent(t);
    const text = `Setup / punch\n\n${"y".repeat(PLAIN_TEXT_IMPORT_MAX_BYTES)}`;
    const res = await apiClient(agent).material.import({ body: text, contentType: "text/plain" });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
    // Other routes keep their 1 MB limit.
    await apiClient(agent).jokeNotes.create({ unchecked: { body: JSON.stringify({ setup: "y".repeat(1_100_000) }) } }).set("Content-Type", "application/json").expect(413);
    expect(await jokeNotes(agent)).toEqual([]);
  });

  it("takes plain text: one joke per paragraph, split like a texted joke, and only once", async () => {
    const { agent } = await signedInAgent(t);
    const text = "Airline food / what's the deal\nand the peanuts\n\nMy dog is a lawyer/he chases ambulances\n";
    const res = await apiClient(agent).material.import({ body: text, contentType: "text/plain" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toMatchObject({ jokeNotes: 2 });
    const notes = await jokeNotes(agent);
    expect(notes.map((n) => [n.setup, n.punchlines])).toEqual([
      ["Airline food", ["what's the deal", "and the peanuts"]],
      ["My dog is a lawyer", ["he chases ambulances"]],
    ]);
    const again = await apiClient(agent).material.import({ body: text, contentType: "text/plain" }).expect(200);
    expect(again.body.added).toMatchObject({ jokeNotes: 0 });
    await apiClient(agent).material.import({ body: "\n\n  \n", contentType: "text/plain" }).expect(400);
  });

  it("reads an export file sent as plain text as the export file it is, not as one joke", async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    await writeMaterial(a.agent);
    const { text } = await downloadExport(a.agent);
    const res = await apiClient(b.agent).material.import({ body: text, contentType: "text/plain" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toMatchObject({ jokeNotes: 2, notes: 1, setLists: 2, performances: 2 });
    expect((await jokeNotes(b.agent)).map((n) => n.setup)).toEqual(["Airline food, again", "My dog is a lawyer"]);
  });

  it("needs a session", async () => {
    await apiClient(t.agent()).material.import({ body: JSON.stringify({ format: MATERIAL_FORMAT, formatVersion: 1 }) }).expect(401);
  });
});
