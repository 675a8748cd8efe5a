import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { JokeNotePage } from "@shared/joke-notes/list-page";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function bestOrder(agent: supertest.Agent, limit: number): Promise<string[]> {
  const setups: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i += 1) {
    const res = await agent.get("/api/joke-notes/page").query(cursor ? { sort: "best", limit, cursor } : { sort: "best", limit });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as JokeNotePage;
    setups.push(...body.notes.map((n) => n.setup));
    cursor = body.nextCursor;
    if (!cursor) return setups;
  }
  throw new Error("paging never ended");
}

async function aShow(agent: supertest.Agent, ratings: [JokeNote, string][]): Promise<number> {
  const res = await agent
    .post("/api/performances")
    .send({ performedAt: "2026-11-20T21:00:00Z", venue: "The Shack", ratings: ratings.map(([note, rating]) => ({ jokeNoteId: note.id, rating })) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}

async function aComedianWithRatedJokes() {
  const { agent } = await signedInAgent(t);
  const note = async (setup: string) => {
    const made = await aJokeNote(agent, { setup });
    await new Promise((r) => setTimeout(r, 3));
    return made;
  };
  const twiceKilled = await note("twice killed");
  const onceKilled = await note("once killed");
  const goodAndOk = await note("good and ok");
  const bombed = await note("bombed");
  const neverOld = await note("never performed, older");
  const killedAndBombed = await note("killed and bombed, newer");
  const neverNew = await note("never performed, newer");
  await aShow(agent, [
    [twiceKilled, "killed"],
    [goodAndOk, "good"],
    [killedAndBombed, "killed"],
  ]);
  const last = await aShow(agent, [
    [twiceKilled, "killed"],
    [onceKilled, "killed"],
    [goodAndOk, "ok"],
    [bombed, "bombed"],
    [killedAndBombed, "bombed"],
  ]);
  return { agent, notes: { twiceKilled, onceKilled, goodAndOk, bombed, neverOld, killedAndBombed, neverNew }, last };
}

const EXPECTED = [
  "twice killed", // 3.0 over 2 shows
  "once killed", // 3.0 over 1
  "killed and bombed, newer", // 1.5 over 2, newer
  "good and ok", // 1.5 over 2
  "bombed", // 0
  "never performed, newer",
  "never performed, older",
];

describe("GET /api/joke-notes/page?sort=best", () => {
  it("orders by the ratings' score, then times performed, then newest, never-performed last, across pages", async () => {
    const { agent } = await aComedianWithRatedJokes();
    expect(await bestOrder(agent, 50)).toEqual(EXPECTED);
    for (const limit of [1, 2, 3]) expect(await bestOrder(agent, limit), `limit ${limit}`).toEqual(EXPECTED);
  });

  it("follows the log: a rewritten or deleted show moves its jokes", async () => {
    const { agent, notes, last } = await aComedianWithRatedJokes();
    await agent.delete(`/api/performances/${last}`).expect(204);
    // Left: twice killed 3.0 (1), good and ok 2.0 (1), killed and bombed 3.0 (1); the rest never performed.
    expect(await bestOrder(agent, 2)).toEqual([
      "killed and bombed, newer",
      "twice killed",
      "good and ok",
      "never performed, newer",
      "never performed, older",
      "bombed",
      "once killed",
    ]);
    const [first] = (await agent.get("/api/performances").expect(200)).body as { id: number }[];
    await agent
      .put(`/api/performances/${first!.id}`)
      .send({ performedAt: "2026-11-20T21:00:00Z", venue: "The Shack", ratings: [{ jokeNoteId: notes.neverOld.id, rating: "good" }] })
      .expect(200);
    expect((await bestOrder(agent, 3)).slice(0, 2)).toEqual(["never performed, older", "never performed, newer"]);
  });

  it("counts only the owner's own shows, and lists only the owner's notes", async () => {
    const { agent, notes } = await aComedianWithRatedJokes();
    const { agent: other } = await signedInAgent(t);
    const theirs = await aJokeNote(other, { setup: "their joke" });
    await aShow(other, [[theirs, "killed"]]);
    // Another comedian cannot rate my joke through the API...
    const refused = await other
      .post("/api/performances")
      .send({ performedAt: "2026-11-21T21:00:00Z", venue: "Elsewhere", ratings: [{ jokeNoteId: notes.neverOld.id, rating: "killed" }] });
    expect(refused.status).toBe(400);
    // ...and a rating that got into their show anyway does not move it.
    const theirShow = ((await other.get("/api/performances").expect(200)).body as { id: number }[])[0]!.id;
    await t.pool.query("INSERT INTO performance_ratings (performance_id, joke_note_id, position, rating) VALUES ($1, $2, 9, 'killed')", [
      theirShow,
      notes.neverOld.id,
    ]);
    expect(await bestOrder(agent, 3)).toEqual(EXPECTED);
    expect(await bestOrder(other, 3)).toEqual(["their joke"]);
  });

  it("refuses a cursor made for another sort, or a forged one", async () => {
    const { agent } = await aComedianWithRatedJokes();
    const newest = (await agent.get("/api/joke-notes/page").query({ sort: "newest", limit: 1 }).expect(200)).body as JokeNotePage;
    const wrong = await agent.get("/api/joke-notes/page").query({ sort: "best", cursor: newest.nextCursor! });
    expect(wrong.status).toBe(400);
    const forged = Buffer.from(JSON.stringify(["best", "1'; DROP TABLE joke_notes; --", 1])).toString("base64url");
    expect((await agent.get("/api/joke-notes/page").query({ sort: "best", cursor: forged })).status).toBe(400);
    const huge = Buffer.from(JSON.stringify(["best", `3000:${2 ** 31}:0`, 1])).toString("base64url");
    expect((await agent.get("/api/joke-notes/page").query({ sort: "best", cursor: huge })).status).toBe(400);
  });
});
