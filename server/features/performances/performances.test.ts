import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { jokePerformanceSchema, performanceSchema, type Performance } from "@shared/performances/performance-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function aPerformance(agent: supertest.Agent, body: Record<string, unknown>): Promise<Performance> {
  const res = await apiClient(agent).performances.create({ body: { performedAt: "2026-11-20T21:00:00Z", venue: "The Laugh Shack", ratings: [], ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return performanceSchema.strict().parse(res.body);
}

describe("logging a performance", () => {
  it("saves the show with each bit's rating in order, and lists shows newest first", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent, { setup: "Airline food" });
    const b = await aJokeNote(agent, { setup: "Dentist podcast" });
    const set = await apiClient(agent).setLists.create({ body: { name: "Friday", jokeNoteIds: [a.id, b.id] } }).expect(201).answer();

    const friday = await aPerformance(agent, {
      performedAt: "2026-11-20T21:00:00-06:00",
      venue: "  The Laugh Shack ",
      showName: "Friday Late",
      setListId: set.id,
      durationSeconds: 310,
      notes: "Crowd was warm",
      ratings: [
        { jokeNoteId: b.id, rating: "killed", notes: "tag worked" },
        { jokeNoteId: a.id, rating: "bombed" },
      ],
    });
    expect(friday).toEqual({
      id: expect.any(Number),
      performedAt: "2026-11-21T03:00:00.000Z",
      venue: "The Laugh Shack",
      showName: "Friday Late",
      setListId: set.id,
      durationSeconds: 310,
      notes: "Crowd was warm",
      recordingId: null,
      ratings: [
        { jokeNoteId: b.id, setup: "Dentist podcast", rating: "killed", notes: "tag worked" },
        { jokeNoteId: a.id, setup: "Airline food", rating: "bombed", notes: null },
      ],
    });
    const older = await aPerformance(agent, { performedAt: "2026-11-01T20:00:00Z", ratings: [{ jokeNoteId: a.id, rating: "good" }] });
    const list = await apiClient(agent).performances.list().expect(200).answer();
    expect(list.map((p) => p.id)).toEqual([friday.id, older.id]);
    expect(await apiClient(agent).performances.get({ params: { id: friday.id } }).expect(200).answer()).toEqual(friday);
  });

  it("answers a joke's history newest first", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent);
    const first = await aPerformance(agent, { performedAt: "2026-10-01T20:00:00Z", venue: "Open mic bar", ratings: [{ jokeNoteId: a.id, rating: "ok" }] });
    const second = await aPerformance(agent, { performedAt: "2026-11-01T20:00:00Z", showName: "Showcase", ratings: [{ jokeNoteId: a.id, rating: "killed", notes: "new tag" }] });
    const history = await apiClient(agent).performances.jokeHistory({ params: { id: a.id } }).expect(200).answer();
    expect(history.map((h) => jokePerformanceSchema.strict().parse(h))).toEqual([
      { performanceId: second.id, performedAt: "2026-11-01T20:00:00.000Z", venue: "The Laugh Shack", showName: "Showcase", rating: "killed", notes: "new tag" },
      { performanceId: first.id, performedAt: "2026-10-01T20:00:00.000Z", venue: "Open mic bar", showName: null, rating: "ok", notes: null },
    ]);
  });

  it("rewrites a show with PUT and deletes it, taking it out of the joke's history", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
    const show = await aPerformance(agent, { ratings: [{ jokeNoteId: a.id, rating: "ok" }] });
    const res = await apiClient(agent).performances.update({ params: { id: show.id }, body: { performedAt: "2026-11-21T22:00:00Z", venue: "Backroom", ratings: [{ jokeNoteId: b.id, rating: "good" }] } })
      .expect(200);
    expect(res.body).toMatchObject({ venue: "Backroom", ratings: [{ jokeNoteId: b.id, rating: "good" }] });
    expect(await apiClient(agent).performances.jokeHistory({ params: { id: a.id } }).expect(200).answer()).toEqual([]);
    await apiClient(agent).performances.remove({ params: { id: show.id } }).expect(204);
    await apiClient(agent).performances.get({ params: { id: show.id } }).expect(404);
    expect(await apiClient(agent).performances.jokeHistory({ params: { id: b.id } }).expect(200).answer()).toEqual([]);
  });

  it("answers 400 to bad input and saves nothing", async () => {
    const { agent } = await signedInAgent(t);
    const a = await aJokeNote(agent);
    const ok = { performedAt: "2026-11-20T21:00:00Z", venue: "Club", ratings: [] };
    const bodies = [
      {},
      { ...ok, performedAt: "yesterday" },
      { ...ok, performedAt: "20/11/2026" },
      { ...ok, performedAt: "2026-02-30" },
      { ...ok, performedAt: "2026-11-20T21:00:00" },
      { ...ok, performedAt: "2026-11-20\u0000" },
      { ...ok, performedAt: 1763672400 },
      { ...ok, performedAt: "x".repeat(900_000) },
      { ...ok, performedAt: "2026-11-20", timeZone: "Mars/Olympus" },
      { ...ok, performedAt: "2026-11-20", timeZone: 5 },
      { ...ok, venue: " " },
      { ...ok, venue: "\u0000" },
      { ...ok, ratings: [{ jokeNoteId: a.id, rating: "meh" }] },
      { ...ok, ratings: [{ jokeNoteId: a.id, rating: "good" }, { jokeNoteId: a.id, rating: "ok" }] },
      { ...ok, ratings: [{ jokeNoteId: 2 ** 31, rating: "good" }] },
      { ...ok, ratings: "killed" },
      { ...ok, setListId: "1" },
      { ...ok, durationSeconds: 0 },
      { ...ok, notes: "x".repeat(10_001) },
      { ...ok, venue: "x".repeat(900_000) },
    ];
    for (const body of bodies) {
      const res = await apiClient(agent).performances.create({ unchecked: { body } });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await apiClient(agent).performances.list().expect(200).answer()).toEqual([]);
  });
});

describe("performedAt as the comedian writes it", () => {
  it("takes a date alone as 8 pm that day in the comedian's time zone, UTC without one", async () => {
    const { agent } = await signedInAgent(t);
    const chicago = await aPerformance(agent, { performedAt: "2026-11-20", timeZone: "America/Chicago" });
    expect(chicago.performedAt).toBe("2026-11-21T02:00:00.000Z");
    const utc = await aPerformance(agent, { performedAt: "2026-11-19" });
    expect(utc.performedAt).toBe("2026-11-19T20:00:00.000Z");
    const exact = await aPerformance(agent, { performedAt: "2026-11-18T21:15:00+01:00", timeZone: "America/Chicago" });
    expect(exact.performedAt).toBe("2026-11-18T20:15:00.000Z");
    const put = await apiClient(agent).performances.update({ params: { id: utc.id }, body: { performedAt: "2026-11-22", timeZone: "Asia/Kolkata", venue: "Club", ratings: [] } }).expect(200);
    expect(put.body.performedAt).toBe("2026-11-22T14:30:00.000Z");
  });

  it("answers 400 naming performedAt and the forms it takes", async () => {
    const { agent } = await signedInAgent(t);
    const res = await apiClient(agent).performances.create({ body: { performedAt: "Friday", venue: "Club", ratings: [] } }).expect(400);
    expect(res.body.errors).toEqual([
      { path: "performedAt", message: 'performedAt must be a date ("2026-11-20") or an ISO date and time with its offset ("2026-11-20T21:00:00-06:00")' },
    ]);
    const zone = await apiClient(agent).performances.create({ body: { performedAt: "2026-11-20", timeZone: "Nowhere", venue: "Club", ratings: [] } }).expect(400);
    expect(zone.body.errors[0].path).toBe("timeZone");
  });
});

describe("GET /api/performances?limit=", () => {
  it("answers only the newest shows, in the same shape", async () => {
    const { agent } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    await aPerformance(other, { performedAt: "2026-11-25T21:00:00Z", venue: "Not mine" });
    const older = await aPerformance(agent, { performedAt: "2026-11-01T21:00:00Z", venue: "Older" });
    const newest = await aPerformance(agent, { performedAt: "2026-11-10T21:00:00Z", venue: "Newest" });
    const middle = await aPerformance(agent, { performedAt: "2026-11-05T21:00:00Z", venue: "Middle" });

    const one = await apiClient(agent).performances.list({ query: { limit: "1" } }).expect(200);
    expect(one.body).toEqual([newest]);
    const two = await apiClient(agent).performances.list({ query: { limit: "2" } }).expect(200);
    expect(two.body).toEqual([newest, middle]);
    const all = await apiClient(agent).performances.list({ query: { limit: "100" } }).expect(200);
    expect(all.body).toEqual([newest, middle, older]);
  });

  it("answers 400 with a message to a limit that is not 1 to 100", async () => {
    const { agent } = await signedInAgent(t);
    for (const bad of ["0", "101", "-1", "1.5", "abc", "", "1%00", String(2 ** 31), "9".repeat(1000)]) {
      const res = await apiClient(agent).performances.list({ unchecked: { query: { limit: bad } } });
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body), bad).toContain("limit must be a whole number from 1 to 100");
    }
    const twice = await apiClient(agent).performances.list({ unchecked: { query: { limit: ["1", "2"] } } });
    expect(twice.status).toBe(400);
  });
});

describe("ownership", () => {
  it("refuses another comedian's joke or set list, saving nothing", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const mine = await aJokeNote(me);
    const theirs = await aJokeNote(other);
    const theirSet = await apiClient(other).setLists.create({ body: { name: "Theirs" } }).expect(201).answer();
    const base = { performedAt: "2026-11-20T21:00:00Z", venue: "Club" };

    const joke = await apiClient(me).performances.create({ body: { ...base, ratings: [{ jokeNoteId: mine.id, rating: "good" }, { jokeNoteId: theirs.id, rating: "good" }] } });
    expect(joke.status).toBe(400);
    expect(joke.body.message).toMatch(/not yours/);
    await apiClient(me).performances.create({ body: { ...base, setListId: theirSet.id, ratings: [] } }).expect(400);
    expect(await apiClient(me).performances.list().expect(200).answer()).toEqual([]);

    const show = await aPerformance(me, { ratings: [{ jokeNoteId: mine.id, rating: "killed" }] });
    await apiClient(me).performances.update({ params: { id: show.id }, body: { ...base, ratings: [{ jokeNoteId: theirs.id, rating: "bombed" }] } }).expect(400);
    expect((await apiClient(me).performances.get({ params: { id: show.id } }).expect(200).answer()).ratings).toEqual([
      { jokeNoteId: mine.id, setup: mine.setup, rating: "killed", notes: null },
    ]);
  });

  it("hides my shows and my jokes' history from another comedian", async () => {
    const { agent: me } = await signedInAgent(t);
    const { agent: other } = await signedInAgent(t);
    const mine = await aJokeNote(me);
    const show = await aPerformance(me, { ratings: [{ jokeNoteId: mine.id, rating: "killed" }] });
    await apiClient(other).performances.get({ params: { id: show.id } }).expect(404);
    await apiClient(other).performances.update({ params: { id: show.id }, body: { performedAt: "2026-11-20T21:00:00Z", venue: "x", ratings: [] } }).expect(404);
    await apiClient(other).performances.remove({ params: { id: show.id } }).expect(404);
    await apiClient(other).performances.jokeHistory({ params: { id: mine.id } }).expect(404);
    expect(await apiClient(other).performances.list().expect(200).answer()).toEqual([]);
    expect((await apiClient(me).performances.get({ params: { id: show.id } }).expect(200).answer()).ratings).toHaveLength(1);
    await apiClient(t.agent()).performances.list().expect(401);
    await apiClient(t.agent()).performances.jokeHistory({ params: { id: mine.id } }).expect(401);
    await apiClient(me).performances.get({ params: { id: "2147483648" } }).expect(400);
    await apiClient(me).performances.jokeHistory({ params: { id: "abc" } }).expect(400);
  });

  it("drops a deleted joke's ratings and keeps the show when its set list is deleted", async () => {
    const { agent } = await signedInAgent(t);
    const [a, b] = [await aJokeNote(agent), await aJokeNote(agent)];
    const set = await apiClient(agent).setLists.create({ body: { name: "S", jokeNoteIds: [a.id, b.id] } }).expect(201).answer();
    const show = await aPerformance(agent, { setListId: set.id, ratings: [{ jokeNoteId: a.id, rating: "ok" }, { jokeNoteId: b.id, rating: "good" }] });
    await apiClient(agent).jokeNotes.remove({ params: { id: a.id } }).expect(204);
    await apiClient(agent).setLists.remove({ params: { id: set.id } }).expect(204);
    const kept = await apiClient(agent).performances.get({ params: { id: show.id } }).expect(200).answer();
    expect(kept.setListId).toBeNull();
    expect(kept.ratings.map((r) => r.jokeNoteId)).toEqual([b.id]);
  });
});
