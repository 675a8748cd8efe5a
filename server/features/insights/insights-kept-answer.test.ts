import { sql } from "drizzle-orm";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightsSchema, type Insights } from "@shared/insights/insights-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { aFinishedRecording } from "../../test/recording-factories";
import { daysAgo } from "../../test/days-ago";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


async function insights(agent: supertest.Agent): Promise<{ answer: Insights; etag: string }> {
  const res = await agent.get("/api/insights").query({ tz: "America/Chicago" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { answer: insightsSchema.strict().parse(res.body), etag: String(res.headers.etag) };
}

/** A comedian with one joke, rated good in one show on a set list of 5 minutes. */
async function aComedian() {
  const { agent } = await signedInAgent(t);
  const joke = await aJokeNote(agent, { setup: "Airline food" });
  const set = await agent.post("/api/set-lists").send({ name: "Tight five", targetMinutes: 5, jokeNoteIds: [joke.id] }).expect(201);
  const show = { performedAt: daysAgo(2), venue: "The Cellar", setListId: set.body.id as number, ratings: [{ jokeNoteId: joke.id, rating: "good" }] };
  const performance = await agent.post("/api/performances").send(show).expect(201);
  return { agent, joke, set: set.body.id as number, show, performanceId: performance.body.id as number };
}

describe("GET /api/insights: a kept answer is never stale", () => {
  it("answers the same bytes and a 304 to a revalidation while nothing changed", async () => {
    const { agent } = await aComedian();
    const first = await agent.get("/api/insights").expect(200);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await agent.get("/api/insights").expect(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    await agent.get("/api/insights").set("If-None-Match", String(first.headers.etag)).expect(304);
  });

  it("reads afresh after each change to what it is drawn from, through the app or straight in the tables", async () => {
    const { agent, joke, set, show, performanceId } = await aComedian();
    let { answer, etag } = await insights(agent);
    expect(answer.jokes[0]).toMatchObject({ setup: "Airline food", hitRate: 1 });

    const changed = async () => {
      const next = await insights(agent);
      expect(next.etag).not.toBe(etag);
      ({ answer, etag } = next);
      return answer;
    };

    // A rating rewritten.
    await agent.put(`/api/performances/${performanceId}`).send({ ...show, ratings: [{ jokeNoteId: joke.id, rating: "bombed" }] }).expect(200);
    expect((await changed()).jokes[0]).toMatchObject({ hitRate: 0, ratings: { killed: 0, good: 0, ok: 0, bombed: 1 } });

    // The joke's words.
    await t.db.execute(sql`UPDATE joke_notes SET setup = 'Airline food, again' WHERE id = ${joke.id}`);
    expect((await changed()).jokes[0]?.setup).toBe("Airline food, again");

    // The set list's target.
    await t.db.execute(sql`UPDATE set_lists SET target_minutes = 7 WHERE id = ${set}`);
    expect((await changed()).shows[0]?.targetSeconds).toBe(420);

    // Writing: a note.
    await agent.post("/api/notes").send({ title: "Tags", content: "x" }).expect(201);
    expect((await changed()).writing.reduce((sum, d) => sum + d.notes, 0)).toBe(1);

    // A recording's laughs, corrected straight in its bits.
    const recording = await aFinishedRecording(agent, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    expect((await changed()).jokes[0]?.laughsPerMinute).toBe(0);
    await t.db.execute(sql`UPDATE recording_bits SET laugh_count = 3 WHERE recording_id = ${recording.id}`);
    expect((await changed()).jokes[0]?.laughsPerMinute).toBe(3);

    // The show deleted: its ratings go with it.
    await agent.delete(`/api/performances/${performanceId}`).expect(204);
    expect(await changed()).toMatchObject({ jokes: [], shows: [] });
  });

  it("is not moved by another comedian's changes, and never answers theirs", async () => {
    const me = await aComedian();
    const other = await aComedian();
    const mine = await insights(me.agent);
    await other.agent.put(`/api/performances/${other.performanceId}`).send({ ...other.show, ratings: [] }).expect(200);
    await other.agent.post("/api/notes").send({ title: "Theirs", content: "x" }).expect(201);
    const again = await insights(me.agent);
    expect(again.etag).toBe(mine.etag);
    expect(again.answer.jokes.map((j) => j.jokeNoteId)).toEqual([me.joke.id]);
    const theirs = await insights(other.agent);
    expect(theirs.answer.jokes).toEqual([]);
    expect(theirs.etag).not.toBe(mine.etag);
  });

  it("keeps an answer per range and per zone", async () => {
    const { agent } = await aComedian();
    const all = await agent.get("/api/insights").query({ range: "all", tz: "Pacific/Kiritimati" }).expect(200);
    const month = await agent.get("/api/insights").query({ range: "30d", tz: "Pacific/Kiritimati" }).expect(200);
    const elsewhere = await agent.get("/api/insights").query({ range: "30d", tz: "Pacific/Pago_Pago" }).expect(200);
    expect([all.body.range, month.body.range, elsewhere.body.range]).toEqual(["all", "30d", "30d"]);
    expect([all.body.timeZone, month.body.timeZone, elsewhere.body.timeZone]).toEqual(["Pacific/Kiritimati", "Pacific/Kiritimati", "Pacific/Pago_Pago"]);
    // 25 hours apart: their todays differ.
    expect(elsewhere.body.today).not.toBe(month.body.today);
  });
});
