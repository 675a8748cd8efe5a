import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { JokeNotePage } from "@shared/joke-notes/list-page";
import { sortNotes, sortOptions } from "@shared/joke-notes/list-rules";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fullList = async (agent: supertest.Agent) => await apiClient(agent).jokeNotes.list().expect(200).answer();

async function page(agent: supertest.Agent, query: Record<string, string | number>): Promise<JokeNotePage> {
  const res = await apiClient(agent).jokeNotes.page({ query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as JokeNotePage;
}

/** Every page of a sort, `limit` at a time; `between` runs after each page. */
async function allPages(
  agent: supertest.Agent,
  query: Record<string, string | number>,
  between: (pageIndex: number) => Promise<unknown> = () => Promise.resolve(),
): Promise<JokeNote[]> {
  const notes: JokeNote[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 100; index += 1) {
    const p = await page(agent, cursor ? { ...query, cursor } : query);
    notes.push(...p.notes);
    await between(index);
    cursor = p.nextCursor;
    if (!cursor) return notes;
  }
  throw new Error("paging never ended");
}

const SETUPS = ["banana 10", "Banana 9", "apple pie", "Éclair", "cherry", "apple", "date night", "Zebra crossing"];

async function aComedianWithNotes() {
  const { agent, user } = await signedInAgent(t);
  for (const setup of SETUPS) {
    await aJokeNote(agent, { setup });
    await new Promise((r) => setTimeout(r, 3));
  }
  return { agent, user };
}

describe("GET /api/joke-notes/page", () => {
  it("pages through each sort in the order the list shows, with no note twice or missing", async () => {
    const { agent } = await aComedianWithNotes();
    const list = await fullList(agent);
    // Edit one so "recently updated" differs from "newest".
    await apiClient(agent).jokeNotes.update({ params: { id: list[5]!.id }, body: { setup: list[5]!.setup, punchlines: ["fresh"] } }).expect(200);
    const current = await fullList(agent);
    for (const { value } of sortOptions) {
      const paged = await allPages(agent, { sort: value, limit: 3 });
      expect(paged.map((n) => n.setup), value).toEqual(sortNotes(current, value).map((n) => n.setup));
    }
  });

  it("keeps pages whole while notes are added, in every sort", async () => {
    for (const { value: sort } of sortOptions) {
      const { agent } = await aComedianWithNotes();
      const before = (await fullList(agent)).map((n) => n.id);
      const added: number[] = [];
      const paged = await allPages(agent, { sort, limit: 3 }, async (index) => {
        added.push((await aJokeNote(agent, { setup: `added while paging ${sort} ${index}` })).id);
      });
      const ids = paged.map((n) => n.id);
      expect(new Set(ids).size, `${sort}: no duplicates`).toBe(ids.length);
      expect(ids.filter((id) => before.includes(id)).sort(), `${sort}: no gaps`).toEqual([...before].sort());
      expect(ids.every((id) => before.includes(id) || added.includes(id))).toBe(true);
    }
  });

  it("says when there are no more pages, and answers an empty list for a new comedian", async () => {
    const { agent } = await signedInAgent(t);
    expect(await page(agent, {})).toEqual({ notes: [], nextCursor: null });
    await aJokeNote(agent, { setup: "only one" });
    const p = await page(agent, { limit: 1 });
    expect(p.notes.map((n) => n.setup)).toEqual(["only one"]);
    expect(p.nextCursor).toBeNull();
  });

  it("filters by Joke Lab status, and none at all when the status list is empty", async () => {
    const { agent } = await signedInAgent(t);
    const idea = await aJokeNote(agent, { setup: "an idea" });
    const held = await aJokeNote(agent, { setup: "on hold", stage: "on_hold" });
    const stool = await aJokeNote(agent, { setup: "my stool", onStool: true, stoolCategory: "my_stool" });
    const main = await aJokeNote(agent, { setup: "main", onStool: true });
    const ids = async (status: string) => (await page(agent, { status })).notes.map((n) => n.id);
    expect(await ids("idea")).toEqual([idea.id]);
    expect(await ids("on_hold,my_stool_material")).toEqual([stool.id, held.id]);
    expect(await ids("main")).toEqual([main.id]);
    expect(await ids("")).toEqual([]);
  });
});

describe("search", () => {
  it("finds words inside punchlines and notes, in any case, and never another comedian's", async () => {
    const { agent } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const byPunchline = await aJokeNote(agent, { setup: "Airports", punchlines: ["first", "the TSA took my Kumquat"] });
    const byNotes = await aJokeNote(agent, { setup: "Dentists", notes: "try with a kumquat callback" });
    await aJokeNote(agent, { setup: "Nothing here", punchlines: ["plain"] });
    await aJokeNote(other, { setup: "Other comic's kumquat", punchlines: ["kumquat"] });
    for (const q of ["kumquat", "KUMQUAT", "  kUmQuAt "]) {
      expect((await page(agent, { q })).notes.map((n) => n.id), q).toEqual([byNotes.id, byPunchline.id]);
    }
    expect((await page(agent, { q: "tsa took" })).notes.map((n) => n.id)).toEqual([byPunchline.id]);
    expect((await page(agent, { q: "k", sort: "oldest" })).notes.map((n) => n.id)).toEqual([byPunchline.id, byNotes.id]);
    expect((await page(other, { q: "Airports" })).notes).toEqual([]);
  });

  it("takes % and _ literally and never matches across two fields", async () => {
    const { agent } = await signedInAgent(t);
    const percent = await aJokeNote(agent, { setup: "100% true", punchlines: ["end"] });
    await aJokeNote(agent, { setup: "100 true", punchlines: ["start"] });
    expect((await page(agent, { q: "100%" })).notes.map((n) => n.id)).toEqual([percent.id]);
    expect((await page(agent, { q: "_" })).notes).toEqual([]);
    expect((await page(agent, { q: "true end" })).notes).toEqual([]);
    expect((await page(agent, { q: "true\u0000" })).notes.map((n) => n.id)).toHaveLength(2);
  });

  it("counts per status the notes a search finds, beside the totals", async () => {
    const { agent } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Wedding toast" });
    await aJokeNote(agent, { setup: "Wedding band", stage: "working_on" });
    await aJokeNote(agent, { setup: "Wedding cake", onStool: true, stoolCategory: "open_mic" });
    await aJokeNote(agent, { setup: "Funeral", onStool: true });
    await aJokeNote(other, { setup: "Wedding of another comic" });
    const all = await apiClient(agent).jokeNotes.counts().expect(200).answer();
    expect(all).toEqual({
      total: 4,
      onStool: 2,
      byStatus: { idea: 1, on_hold: 0, working_on: 1, main: 1, open_mic_material: 1, my_stool_material: 0, none: 0 },
    });
    const searched = await apiClient(agent).jokeNotes.counts({ query: { q: "WEDDING" } }).expect(200).answer();
    expect(searched).toMatchObject({ total: 4, onStool: 2, byStatus: { idea: 1, working_on: 1, main: 0, open_mic_material: 1 } });
  });
});

describe("ETag and 304", () => {
  it("answers 304 while nothing changed, and the new page after a change", async () => {
    const { agent } = await aComedianWithNotes();
    const first = await apiClient(agent).jokeNotes.page({ query: { sort: "setup" } }).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    await apiClient(agent).jokeNotes.page({ query: { sort: "setup" } }).set("If-None-Match", etag).expect(304);
    // Another query is another answer.
    const oldest = await apiClient(agent).jokeNotes.page({ query: { sort: "oldest" } }).set("If-None-Match", etag);
    expect(oldest.status).toBe(200);
    const note = (first.body as JokeNotePage).notes[0]!;
    await apiClient(agent).jokeNotes.update({ params: { id: note.id }, body: { setup: "Aardvark" } }).expect(200);
    const after = await apiClient(agent).jokeNotes.page({ query: { sort: "setup" } }).set("If-None-Match", etag);
    expect(after.status).toBe(200);
    expect((after.body as JokeNotePage).notes[0]!.setup).toBe("Aardvark");
    const counts = await apiClient(agent).jokeNotes.counts().expect(200);
    await apiClient(agent).jokeNotes.counts().set("If-None-Match", counts.headers.etag as string).expect(304);
  });

  it("never confirms one comedian's page to another", async () => {
    const { agent } = await aComedianWithNotes();
    const { agent: other } = await aComedianWithNotes();
    const etag = (await apiClient(agent).jokeNotes.page().expect(200)).headers.etag as string;
    const res = await apiClient(other).jokeNotes.page().set("If-None-Match", etag);
    expect(res.status).toBe(200);
    expect((res.body as JokeNotePage).notes).toHaveLength(SETUPS.length);
  });
});

describe("GET /api/joke-notes/:id", () => {
  it("answers the owner's note, and 404 for another comedian's", async () => {
    const { agent } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const note = await aJokeNote(agent, { setup: "Just this one" });
    expect(await apiClient(agent).jokeNotes.get({ params: { id: note.id } }).expect(200).answer()).toEqual(note);
    await apiClient(other).jokeNotes.get({ params: { id: note.id } }).expect(404);
    await apiClient(agent).jokeNotes.get({ params: { id: 2 ** 31 } }).expect(400);
    await apiClient(agent).jokeNotes.get({ params: { id: "1e3" } }).expect(400);
  });
});

describe("bad requests", () => {
  it("answers 400 with a message for bad queries and 401 without a session", async () => {
    const { agent } = await aComedianWithNotes();
    const setupCursor = (await page(agent, { sort: "setup", limit: 2 })).nextCursor!;
    const forged = Buffer.from(JSON.stringify(["newest", "1", 2 ** 31])).toString("base64url");
    for (const query of [
      "sort=bogus",
      "limit=0",
      "limit=201",
      "limit=abc",
      "limit=99999999999",
      "cursor=%00",
      "cursor=not-a-cursor",
      `cursor=${setupCursor}`,
      `cursor=${forged}`,
      `cursor=${"a".repeat(3000)}`,
      "status=idea,fired",
      "q=a&q=b",
      "sort=newest&sort=oldest",
      `q=${"x".repeat(201)}`,
    ]) {
      // eslint-disable-next-line no-restricted-syntax -- the query string is sent byte for byte (repeated keys, an unescaped comma)
      const res = await agent.get(`/api/joke-notes/page?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
    const huge = await apiClient(agent).jokeNotes.counts({ query: { q: "x".repeat(1024 * 1024) } });
    expect([400, 414, 431]).toContain(huge.status);
    await apiClient(t.agent()).jokeNotes.page().expect(401);
    await apiClient(t.agent()).jokeNotes.counts().expect(401);
  });
});

describe("PUT /api/joke-notes/:id/position", () => {
  it("places a note after another, down or up, or first; only the notes in between move", async () => {
    const { agent } = await aComedianWithNotes();
    const setups = async () => (await fullList(agent)).map((n) => n.setup);
    const list = await fullList(agent);
    const id = (setup: string) => list.find((n) => n.setup === setup)!.id;
    // Saved order is newest first: the SETUPS reversed.
    expect(await setups()).toEqual([...SETUPS].reverse());
    await apiClient(agent).jokeNotes.move({ params: { id: id("Zebra crossing") }, body: { afterId: id("cherry") } }).expect(200);
    expect(await setups()).toEqual(["date night", "apple", "cherry", "Zebra crossing", "Éclair", "apple pie", "Banana 9", "banana 10"]);
    await apiClient(agent).jokeNotes.move({ params: { id: id("banana 10") }, body: { afterId: id("apple") } }).expect(200);
    expect(await setups()).toEqual(["date night", "apple", "banana 10", "cherry", "Zebra crossing", "Éclair", "apple pie", "Banana 9"]);
    const before = new Map((await fullList(agent)).map((n) => [n.id, n.sortOrder]));
    const moved = await apiClient(agent).jokeNotes.move({ params: { id: id("Banana 9") }, body: { afterId: null } }).expect(200);
    expect(moved.body).toMatchObject({ note: { id: id("Banana 9"), setup: "Banana 9" }, previousSortOrder: before.get(id("Banana 9")) });
    const after = await fullList(agent);
    expect(after.map((n) => n.setup)).toEqual(["Banana 9", "date night", "apple", "banana 10", "cherry", "Zebra crossing", "Éclair", "apple pie"]);
    expect(after.filter((n) => n.sortOrder !== before.get(n.id)).map((n) => n.setup)).toEqual(["Banana 9"]);
    // Right before a note: up past two, down past three, and before the first.
    await apiClient(agent).jokeNotes.move({ params: { id: id("Éclair") }, body: { beforeId: id("banana 10") } }).expect(200);
    expect(await setups()).toEqual(["Banana 9", "date night", "apple", "Éclair", "banana 10", "cherry", "Zebra crossing", "apple pie"]);
    await apiClient(agent).jokeNotes.move({ params: { id: id("date night") }, body: { beforeId: id("cherry") } }).expect(200);
    expect(await setups()).toEqual(["Banana 9", "apple", "Éclair", "banana 10", "date night", "cherry", "Zebra crossing", "apple pie"]);
    const first = await apiClient(agent).jokeNotes.move({ params: { id: id("apple pie") }, body: { beforeId: id("Banana 9") } }).expect(200);
    expect(first.body).toMatchObject({ shifted: false });
    expect((await setups())[0]).toBe("apple pie");
  });

  it("moves nothing for another comedian's notes or bad input", async () => {
    const { agent } = await aComedianWithNotes();
    const { agent: other } = await aComedianWithNotes();
    const mine = await fullList(agent);
    const theirs = await fullList(other);
    const order = mine.map((n) => n.id);
    const cases: [number | string, unknown, number][] = [
      [theirs[0]!.id, { afterId: null }, 404],
      [mine[0]!.id, { afterId: theirs[1]!.id }, 404],
      [mine[0]!.id, { afterId: mine[0]!.id }, 400],
      [mine[0]!.id, { afterId: 2 ** 31 }, 400],
      [mine[0]!.id, { afterId: "3" }, 400],
      [mine[0]!.id, {}, 400],
      [mine[0]!.id, { beforeId: theirs[1]!.id }, 404],
      [mine[0]!.id, { beforeId: null }, 400],
      [mine[0]!.id, { afterId: null, beforeId: mine[1]!.id }, 400],
      [2 ** 31, { afterId: null }, 400],
      ["abc", { afterId: null }, 400],
    ];
    for (const [id, body, status] of cases) {
      const res = await apiClient(agent).jokeNotes.move({ params: { id }, unchecked: { body } });
      expect(res.status, `${id}/position ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.message).toBeTruthy();
    }
    expect((await fullList(agent)).map((n) => n.id)).toEqual(order);
    expect((await fullList(other)).map((n) => n.id)).toEqual(theirs.map((n) => n.id));
  });

  it("send to top through reorder rewrites only the note sent", async () => {
    const { agent } = await aComedianWithNotes();
    const before = await fullList(agent);
    const last = before.at(-1)!;
    await apiClient(agent).jokeNotes.reorder({ body: { noteIds: [last.id] } }).expect(200);
    const after = await fullList(agent);
    expect(after.map((n) => n.id)).toEqual([last.id, ...before.slice(0, -1).map((n) => n.id)]);
    const sortOrders = new Map(before.map((n) => [n.id, n.sortOrder]));
    expect(after.filter((n) => n.sortOrder !== sortOrders.get(n.id)).map((n) => n.id)).toEqual([last.id]);
  });
});
