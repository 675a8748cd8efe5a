import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentShowsSchema, type RecentShows } from "@shared/insights/insights-dto";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { aFinishedRecording } from "../../test/recording-factories";
import { daysAgo } from "../../test/days-ago";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


async function recentShows(agent: supertest.Agent, path = "/api/insights/recent-shows"): Promise<RecentShows> {
  const res = await agent.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return recentShowsSchema.strict().parse(res.body);
}

async function aShow(agent: supertest.Agent, performedAt: string, ratings: [JokeNote, string][], more: Record<string, unknown> = {}): Promise<number> {
  const res = await agent
    .post("/api/performances")
    .send({ performedAt, venue: "The Cellar", ratings: ratings.map(([joke, rating]) => ({ jokeNoteId: joke.id, rating })), ...more });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}

describe("GET /api/insights/recent-shows", () => {
  it("answers the last five shows, oldest first, with exact hit rates and the recording's laughs a minute", async () => {
    const { agent } = await signedInAgent(t);
    expect(await recentShows(agent)).toEqual({ shows: [] });

    const a = await aJokeNote(agent, { setup: "Airline food" });
    const b = await aJokeNote(agent, { setup: "Dentist podcast" });
    const c = await aJokeNote(agent, { setup: "Cat landlord" });
    // Seven shows, 70 days ago to 10; only the last five come back.
    const ids: number[] = [];
    for (const [i, ago] of [70, 60, 50, 40, 30, 20].entries()) ids.push(await aShow(agent, daysAgo(ago), [[a, i % 2 ? "killed" : "bombed"]]));
    const recording = await aFinishedRecording(agent, [{ jokeNoteId: a.id, startMs: 0, endMs: 60_000 }]);
    await agent.put(`/api/recordings/${recording.id}/laughs`).send({ laughs: [1_000, 9_000, 30_000].map((s) => ({ startMs: s, endMs: s + 1500 })) }).expect(200);
    const last = await aShow(agent, daysAgo(10), [[a, "killed"], [b, "good"], [c, "ok"]], { recordingId: recording.id });

    const answer = await recentShows(agent);
    expect(answer.shows).toEqual([
      { performanceId: ids[2], performedAt: daysAgo(50), hitRate: 0, laughsPerMinute: null },
      { performanceId: ids[3], performedAt: daysAgo(40), hitRate: 1, laughsPerMinute: null },
      { performanceId: ids[4], performedAt: daysAgo(30), hitRate: 0, laughsPerMinute: null },
      { performanceId: ids[5], performedAt: daysAgo(20), hitRate: 1, laughsPerMinute: null },
      { performanceId: last, performedAt: daysAgo(10), hitRate: 2 / 3, laughsPerMinute: 3 },
    ]);
    // The same five as the whole insights answer's last five shows.
    const whole = await agent.get("/api/insights").expect(200);
    const lastFive = (whole.body as { shows: RecentShows["shows"] }).shows.slice(-5);
    expect(answer.shows).toEqual(lastFive.map(({ performanceId, performedAt, hitRate, laughsPerMinute }) => ({ performanceId, performedAt, hitRate, laughsPerMinute })));
  });

  it("a show with nothing rated has no hit rate", async () => {
    const { agent } = await signedInAgent(t);
    const show = await aShow(agent, daysAgo(2), []);
    expect((await recentShows(agent)).shows).toEqual([{ performanceId: show, performedAt: daysAgo(2), hitRate: null, laughsPerMinute: null }]);
  });

  it("never answers another comedian's shows, whatever the query says, and not without signing in", async () => {
    const me = await signedInAgent(t);
    const other = await signedInAgent(t);
    const theirs = await aJokeNote(other.agent, { setup: "Theirs" });
    await aShow(other.agent, daysAgo(1), [[theirs, "killed"]]);
    const mine = await aJokeNote(me.agent, { setup: "Mine" });
    const myShow = await aShow(me.agent, daysAgo(3), [[mine, "ok"]]);

    for (const query of [
      "",
      `?userId=${other.user.id}`,
      `?user_id=${other.user.id}&userId[]=${other.user.id}`,
      "?userId=%00",
      "?userId=4294967296",
      `?x=${"y".repeat(10_000)}`,
    ]) {
      const answer = await recentShows(me.agent, `/api/insights/recent-shows${query}`);
      expect(answer.shows.map((s) => s.performanceId), query.slice(0, 40)).toEqual([myShow]);
    }
    const anonymous = await t.agent().get("/api/insights/recent-shows");
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain("Theirs");
  });
});
