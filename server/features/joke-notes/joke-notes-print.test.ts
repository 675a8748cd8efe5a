import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { sortNotes, sortOptions } from "@shared/joke-notes/list-rules";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fullList = async (agent: supertest.Agent) => (await agent.get("/api/joke-notes").expect(200)).body as JokeNote[];

async function printed(agent: supertest.Agent, body: object): Promise<JokeNote[]> {
  const res = await agent.post("/api/joke-notes/print").send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  return res.body as JokeNote[];
}

async function insertNotes(userId: number, n: number) {
  await t.pool.query(
    `INSERT INTO joke_notes (user_id, setup, punchlines, stage)
     SELECT $1, 'Bulk ' || g, ARRAY['line ' || g], CASE WHEN g % 3 = 0 THEN 'working_on' ELSE 'idea' END FROM generate_series(1, $2) g`,
    [userId, n],
  );
}

describe("POST /api/joke-notes/print", () => {
  it("answers the picked notes in each sort, and never another comedian's", async () => {
    const { agent } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    for (const setup of ["banana", "Apple", "cherry", "date"]) await aJokeNote(agent, { setup, punchlines: [`${setup} line`] });
    const theirs = await aJokeNote(other, { setup: "Not yours" });
    const mine = await fullList(agent);
    const picked = [mine[0]!.id, mine[2]!.id, mine[3]!.id];
    for (const { value } of sortOptions) {
      const notes = await printed(agent, { sort: value, ids: [...picked, theirs.id] });
      expect(notes.map((n) => n.id)).toEqual(sortNotes(mine.filter((n) => picked.includes(n.id)), value).map((n) => n.id));
    }
    expect(await printed(agent, { ids: [theirs.id] })).toEqual([]);
    expect(await printed(agent, { ids: [] })).toEqual([]);
    // What is printed is what the list answers, field for field.
    expect((await printed(agent, { ids: [mine[1]!.id] }))[0]).toEqual(mine[1]);
  });

  it("streams every note matching a search and statuses, but those left out, across many chunks", async () => {
    const { agent, user } = await signedInAgent(t);
    await insertNotes(user.id, 1_234);
    const all = await printed(agent, { all: true });
    expect(all).toHaveLength(1_234);
    expect(new Set(all.map((n) => n.id)).size).toBe(1_234);
    expect(all.map((n) => n.id)).toEqual((await fullList(agent)).map((n) => n.id));

    const working = await printed(agent, { all: true, status: ["working_on"], sort: "setup" });
    expect(working).toHaveLength(411);
    expect(working.every((n) => n.stage === "working_on")).toBe(true);
    expect(working.map((n) => n.id)).toEqual(sortNotes(working, "setup").map((n) => n.id));

    const searched = await printed(agent, { all: true, q: "LINE 12", exceptIds: [all.find((n) => n.setup === "Bulk 12")!.id] });
    const expected = all.filter((n) => n.punchlines[0]!.includes("line 12") && n.setup !== "Bulk 12");
    expect(expected).toHaveLength(45);
    expect(searched.map((n) => n.id)).toEqual(expected.map((n) => n.id));
    expect(await printed(agent, { all: true, status: [] })).toEqual([]);
  });

  it("answers 400 with a message for bad selections, 401 without a session", async () => {
    const { agent } = await signedInAgent(t);
    const bad: [object | string, RegExp][] = [
      [{}, /Send ids .* or all: true/],
      [{ ids: [1], all: true }, /Send ids .* or all: true/],
      [{ ids: [1], exceptIds: [2] }, /exceptIds goes with all/],
      [{ ids: "1,2" }, /ids must be a list/],
      [{ ids: [2 ** 31] }, /not a valid id/],
      [{ ids: [-1] }, /positive/],
      [{ ids: [1.5] }, /whole number/],
      [{ all: false }, /all must be true/],
      [{ all: true, sort: "random" }, /sort must be/],
      [{ all: true, status: ["idea", "nonsense"] }, /status must list/],
      [{ all: true, q: "x".repeat(201) }, /at most 200/],
      [{ all: true, extra: 1 }, /extra|Unrecognized/i],
      [{ ids: Array.from({ length: 50_001 }, (_, i) => i + 1) }, /at most 50000/],
    ];
    for (const [body, message] of bad) {
      const res = await agent.post("/api/joke-notes/print").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const huge = await agent.post("/api/joke-notes/print").send({ all: true, q: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
    // A NUL byte is stripped like any control character: the search still runs.
    expect(await printed(agent, { all: true, q: "\u0000nothing like it" })).toEqual([]);
    await t.agent().post("/api/joke-notes/print").send({ all: true }).expect(401);
  });
});
