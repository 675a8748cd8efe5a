import { sql } from "drizzle-orm";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightsSchema, type Insights } from "@shared/insights/insights-dto";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { aFinishedRecording } from "../../test/recording-factories";
import { DAY, daysAgo } from "../../test/days-ago";
import { createTestApp, type TestApp } from "../../test/test-app";
import { forgetOldStatusChangesJob } from "./insights.jobs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


async function insights(agent: supertest.Agent, query: Record<string, string> = {}): Promise<Insights> {
  const res = await agent.get("/api/insights").query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return insightsSchema.strict().parse(res.body);
}

type Rating = "killed" | "good" | "ok" | "bombed";

async function aShow(
  agent: supertest.Agent,
  performedAt: string,
  ratings: [JokeNote, Rating][],
  more: Record<string, unknown> = {},
): Promise<number> {
  const res = await agent
    .post("/api/performances")
    .send({ performedAt, venue: "The Cellar", ratings: ratings.map(([joke, rating]) => ({ jokeNoteId: joke.id, rating })), ...more });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}

/** Three jokes over four shows, the last unrated, 40, 20, 10 and 5 days ago. */
async function aSeasonOfShows(agent: supertest.Agent) {
  const airline = await aJokeNote(agent, { setup: "Airline food" });
  const dentist = await aJokeNote(agent, { setup: "My dentist has a podcast" });
  const cat = await aJokeNote(agent, { setup: "My cat is a landlord" });
  const set = await agent.post("/api/set-lists").send({ name: "Tight five", targetMinutes: 5, jokeNoteIds: [airline.id, dentist.id] }).expect(201);
  const first = await aShow(agent, daysAgo(40), [[airline, "killed"], [dentist, "ok"], [cat, "bombed"]], { durationSeconds: 330, setListId: set.body.id });
  const second = await aShow(agent, daysAgo(20), [[airline, "good"], [dentist, "killed"]], { durationSeconds: 280 });
  const third = await aShow(agent, daysAgo(10), [[airline, "bombed"], [cat, "ok"]]);
  const fourth = await aShow(agent, daysAgo(5), []);
  return { airline, dentist, cat, set: set.body.id as number, shows: [first, second, third, fourth] };
}

describe("GET /api/insights: what works and the sets over time", () => {
  it("counts each joke's ratings and each show's rated bits, with exact hit rates", async () => {
    const { agent } = await signedInAgent(t);
    const { airline, dentist, cat, shows } = await aSeasonOfShows(agent);

    const answer = await insights(agent);
    expect(answer.range).toBe("all");
    // Most recently performed first.
    expect(answer.jokes).toEqual([
      {
        jokeNoteId: airline.id,
        setup: "Airline food",
        shows: 3,
        ratings: { killed: 1, good: 1, ok: 0, bombed: 1 },
        hitRate: 2 / 3,
        lastPerformedAt: daysAgo(10),
        laughsPerMinute: null,
        trend: ["killed", "good", "bombed"],
      },
      {
        jokeNoteId: cat.id,
        setup: "My cat is a landlord",
        shows: 2,
        ratings: { killed: 0, good: 0, ok: 1, bombed: 1 },
        hitRate: 0,
        lastPerformedAt: daysAgo(10),
        laughsPerMinute: null,
        trend: ["bombed", "ok"],
      },
      {
        jokeNoteId: dentist.id,
        setup: "My dentist has a podcast",
        shows: 2,
        ratings: { killed: 1, good: 0, ok: 1, bombed: 0 },
        hitRate: 1 / 2,
        lastPerformedAt: daysAgo(20),
        laughsPerMinute: null,
        trend: ["ok", "killed"],
      },
    ]);
    // Oldest first; a show's rate is over its own rated bits.
    expect(answer.shows.map((s) => [s.performanceId, s.ratedBits, s.hitRate, s.durationSeconds, s.targetSeconds, s.laughsPerMinute])).toEqual([
      [shows[0], 3, 1 / 3, 330, 300, null],
      [shows[1], 2, 1, 280, null, null],
      [shows[2], 2, 0, null, null, null],
      [shows[3], 0, null, null, null, null],
    ]);
    expect(answer.shows[0]).toMatchObject({ venue: "The Cellar", showName: null, performedAt: daysAgo(40) });
  });

  it("keeps a joke's trend to its last 10 shows, oldest first", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent, { setup: "Twelve nights" });
    const ratings: Rating[] = ["bombed", "bombed", "killed", "good", "ok", "killed", "good", "ok", "killed", "good", "ok", "killed"];
    for (const [i, rating] of ratings.entries()) await aShow(agent, daysAgo(60 - i), [[joke, rating]]);
    const [row] = (await insights(agent)).jokes;
    expect(row?.shows).toBe(12);
    expect(row?.trend).toEqual(ratings.slice(2));
    expect(row?.hitRate).toBe(7 / 12);
  });

  it("limits jokes and shows to the last 30 or 90 days, today included", async () => {
    const { agent } = await signedInAgent(t);
    const old = await aJokeNote(agent, { setup: "Last spring" });
    const recent = await aJokeNote(agent, { setup: "This month" });
    await aShow(agent, daysAgo(200), [[old, "killed"]]);
    await aShow(agent, daysAgo(60), [[old, "bombed"], [recent, "ok"]]);
    await aShow(agent, daysAgo(0), [[recent, "killed"]]);

    const all = await insights(agent, { range: "all" });
    expect(all.shows).toHaveLength(3);
    expect(all.jokes.map((j) => [j.setup, j.shows, j.hitRate])).toEqual([
      ["This month", 2, 1 / 2],
      ["Last spring", 2, 1 / 2],
    ]);
    const ninety = await insights(agent, { range: "90d" });
    expect(ninety.range).toBe("90d");
    expect(ninety.shows.map((s) => s.performedAt)).toEqual([daysAgo(60), daysAgo(0)]);
    expect(ninety.jokes.map((j) => [j.setup, j.shows, j.hitRate])).toEqual([
      ["This month", 2, 1 / 2],
      ["Last spring", 1, 0],
    ]);
    const thirty = await insights(agent, { range: "30d" });
    expect(thirty.shows.map((s) => s.performedAt)).toEqual([daysAgo(0)]);
    expect(thirty.jokes.map((j) => [j.setup, j.shows, j.hitRate])).toEqual([["This month", 1, 1]]);
  });

  it("forgets a deleted joke's ratings: it leaves the jokes and every show's hit rate", async () => {
    const { agent } = await signedInAgent(t);
    const { airline, shows } = await aSeasonOfShows(agent);
    await agent.delete(`/api/joke-notes/${airline.id}`).expect(204);
    const answer = await insights(agent);
    expect(answer.jokes.map((j) => j.setup)).toEqual(["My cat is a landlord", "My dentist has a podcast"]);
    expect(answer.shows.map((s) => [s.performanceId, s.ratedBits, s.hitRate])).toEqual([
      [shows[0], 2, 0],
      [shows[1], 1, 1],
      [shows[2], 1, 0],
      [shows[3], 0, null],
    ]);
  });

  it("never shows another comedian's jokes, shows, pipeline or writing", async () => {
    const me = await signedInAgent(t);
    const other = await signedInAgent(t);
    await aSeasonOfShows(other.agent);
    await other.agent.post("/api/notes").send({ title: "Theirs", content: "x" }).expect(201);
    const empty = await insights(me.agent);
    expect(empty).toMatchObject({ jokes: [], shows: [], writing: [], streakDays: 0 });
    expect(empty.pipeline.every((week) => week.notes === 0 && Object.keys(week.counts).length === 0)).toBe(true);

    const mine = await aJokeNote(me.agent, { setup: "Mine alone" });
    await aShow(me.agent, daysAgo(3), [[mine, "good"]]);
    const answer = await insights(me.agent);
    expect(answer.jokes.map((j) => j.jokeNoteId)).toEqual([mine.id]);
    expect(answer.shows).toHaveLength(1);
    expect(answer.pipeline.at(-1)).toMatchObject({ counts: { idea: 1 }, notes: 1 });
    expect(answer.writing.reduce((sum, d) => sum + d.jokeNotes + d.notes + d.thoughts, 0)).toBe(1);
    const theirs = await insights(other.agent);
    expect(theirs.jokes.map((j) => j.jokeNoteId)).not.toContain(mine.id);
    expect(theirs.shows).toHaveLength(4);
  });

  it("takes laughs a minute from the recordings: the show's own, and each joke's median over its sets", async () => {
    const { agent } = await signedInAgent(t);
    const joke = await aJokeNote(agent, { setup: "Laughing matter" });
    const other = await aJokeNote(agent, { setup: "Quiet one" });
    // Joke on for 30 s with 3 laughs (6 a minute), the other for 30 s with 1 (2 a minute).
    const first = await aFinishedRecording(agent, [
      { jokeNoteId: joke.id, startMs: 0, endMs: 30_000 },
      { jokeNoteId: other.id, startMs: 30_000, endMs: 60_000 },
    ]);
    const laughs = (starts: number[]) => starts.map((s) => ({ startMs: s, endMs: s + 1500 }));
    await agent.put(`/api/recordings/${first.id}/laughs`).send({ laughs: laughs([5_000, 12_000, 20_000, 40_000]) }).expect(200);
    // The joke again in two stretches of one set: 2 laughs over 60 s together (2 a minute).
    const second = await aFinishedRecording(agent, [
      { jokeNoteId: joke.id, startMs: 0, endMs: 20_000 },
      { jokeNoteId: other.id, startMs: 20_000, endMs: 40_000 },
      { jokeNoteId: joke.id, startMs: 40_000, endMs: 80_000 },
    ], { durationMs: 90_000 });
    await agent.put(`/api/recordings/${second.id}/laughs`).send({ laughs: laughs([5_000, 50_000]) }).expect(200);
    const third = await aFinishedRecording(agent, [{ jokeNoteId: joke.id, startMs: 0, endMs: 60_000 }]);
    await agent.put(`/api/recordings/${third.id}/laughs`).send({ laughs: laughs([1_000, 10_000, 20_000, 30_000, 40_000]) }).expect(200);
    const show = await aShow(agent, daysAgo(1), [[joke, "killed"], [other, "ok"]], { recordingId: first.id, durationSeconds: 65 });

    const answer = await insights(agent);
    expect(answer.shows).toEqual([expect.objectContaining({ performanceId: show, laughsPerMinute: 4, durationSeconds: 65 })]);
    const lpm = Object.fromEntries(answer.jokes.map((j) => [j.setup, j.laughsPerMinute]));
    // Medians of [6, 2, 5] and [2, 0].
    expect(lpm).toEqual({ "Laughing matter": 5, "Quiet one": 1 });
  });
});

describe("GET /api/insights: the pipeline and the writing habit", () => {
  const weekOf = (answer: Insights, weeksBack: number) => answer.pipeline[answer.pipeline.length - 1 - weeksBack]!;

  it("answers 12 weeks from Monday to this one, each status counted at the week's end", async () => {
    const { agent, user } = await signedInAgent(t);
    const a = await aJokeNote(agent, { setup: "Idea one" });
    const b = await aJokeNote(agent, { setup: "Idea two" });
    await aJokeNote(agent, { setup: "Idea three" });
    await agent.patch(`/api/joke-notes/${a.id}`).send({ stage: "working_on" }).expect(200);
    await agent.patch(`/api/joke-notes/${b.id}/move-to-stool`).send({ stoolCategory: "my_stool" }).expect(200);

    let answer = await insights(agent);
    expect(answer.pipeline).toHaveLength(12);
    for (const week of answer.pipeline) expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weekOf(answer, 0)).toEqual({ weekStart: weekOf(answer, 0).weekStart, counts: { idea: 1, my_stool_material: 1, working_on: 1 }, statusesKnown: true, notes: 3 });
    expect(weekOf(answer, 1)).toMatchObject({ counts: {}, statusesKnown: true, notes: 0 });

    // The notes were written three weeks ago and the moves made two weeks ago.
    await t.db.execute(sql`UPDATE joke_note_status_changes SET changed_at = now() - interval '21 days' WHERE user_id = ${user.id} AND from_status IS NULL`);
    await t.db.execute(sql`UPDATE joke_note_status_changes SET changed_at = now() - interval '14 days' WHERE user_id = ${user.id} AND from_status IS NOT NULL`);
    await agent.delete(`/api/joke-notes/${a.id}`).expect(204);
    answer = await insights(agent);
    expect(weekOf(answer, 0)).toMatchObject({ counts: { idea: 1, my_stool_material: 1 }, notes: 2 });
    expect(weekOf(answer, 1)).toMatchObject({ counts: { idea: 1, my_stool_material: 1, working_on: 1 }, notes: 3 });
    expect(weekOf(answer, 3)).toMatchObject({ counts: { idea: 3 }, notes: 3 });
    expect(weekOf(answer, 4)).toMatchObject({ counts: {}, notes: 0 });
  });

  it("before statuses were kept, a week tells only how many notes there were", async () => {
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Old note" });
    await aJokeNote(agent, { setup: "New note" });
    await t.db.execute(sql`UPDATE joke_notes SET created_at = now() - interval '50 days' WHERE user_id = ${user.id} AND setup = 'Old note'`);
    await t.db.execute(sql`INSERT INTO joke_note_status_history_starts (user_id, started_at) VALUES (${user.id}, now() - interval '15 days')`);
    const answer = await insights(agent);
    expect(weekOf(answer, 0)).toMatchObject({ counts: { idea: 2 }, statusesKnown: true, notes: 2 });
    expect(weekOf(answer, 1)).toMatchObject({ statusesKnown: true });
    expect(weekOf(answer, 3)).toEqual({ weekStart: weekOf(answer, 3).weekStart, counts: {}, statusesKnown: false, notes: 1 });
    expect(weekOf(answer, 11)).toMatchObject({ statusesKnown: false, notes: 0 });
  });

  it("counts joke notes, notes and thoughts per day in the comedian's zone, and the streak", async () => {
    const { agent, user } = await signedInAgent(t);
    const category = await agent.post("/api/thought-categories").send({ name: "Family" }).expect(201);
    for (const setup of ["One", "Two", "Three"]) await aJokeNote(agent, { setup });
    await agent.post("/api/notes").send({ title: "Note", content: "c" }).expect(201);
    await agent.post("/api/thoughts").send({ categoryId: category.body.id, content: "x" }).expect(201);
    await t.db.execute(sql`UPDATE joke_notes SET created_at = now() - interval '1 day' WHERE user_id = ${user.id} AND setup = 'Two'`);
    await t.db.execute(sql`UPDATE joke_notes SET created_at = now() - interval '3 days' WHERE user_id = ${user.id} AND setup = 'Three'`);

    const answer = await insights(agent);
    const today = answer.today;
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    expect(answer.writing).toEqual([
      { date: day(3), jokeNotes: 1, notes: 0, thoughts: 0 },
      { date: day(1), jokeNotes: 1, notes: 0, thoughts: 0 },
      { date: day(0), jokeNotes: 1, notes: 1, thoughts: 1 },
    ]);
    expect(answer.streakDays).toBe(2);

    // Yesterday's run still counts while today is empty; a 400-day run is counted past the calendar.
    await t.db.execute(sql`DELETE FROM joke_notes WHERE user_id = ${user.id} AND setup IN ('One', 'Three')`);
    await t.db.execute(sql`DELETE FROM notes WHERE user_id = ${user.id}`);
    await t.db.execute(sql`DELETE FROM thoughts WHERE user_id = ${user.id}`);
    expect((await insights(agent)).streakDays).toBe(1);
    await t.db.execute(sql`
      INSERT INTO notes (user_id, title, content, created_at)
      SELECT ${user.id}, 'Daily', 'x', now() - make_interval(days => d) FROM generate_series(2, 400) d`);
    const long = await insights(agent);
    expect(long.streakDays).toBe(400);
    expect(long.writing[0]?.date).toBe(mondayBefore(day(364)));
  });

  it("places a day by the comedian's zone", async () => {
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Late night" });
    // 03:00 UTC is still the evening before in Chicago, and the same morning in Tokyo.
    await t.db.execute(sql`UPDATE joke_notes SET created_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '2 days' + interval '3 hours' WHERE user_id = ${user.id}`);
    const utc = await insights(agent);
    const chicago = await insights(agent, { tz: "America/Chicago" });
    const tokyo = await insights(agent, { tz: "Asia/Tokyo" });
    const utcDay = utc.writing[0]!.date;
    const dayBefore = new Date(Date.parse(`${utcDay}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    expect(chicago.timeZone).toBe("America/Chicago");
    expect(chicago.writing.map((d) => d.date)).toEqual([dayBefore]);
    expect(tokyo.writing.map((d) => d.date)).toEqual([utcDay]);
  });

  it("without tz, counts in the zone the tz cookie keeps (the page's HTML asks so); a zone asked for wins; an unknown cookie is UTC", async () => {
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Late night" });
    await t.db.execute(sql`UPDATE joke_notes SET created_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '2 days' + interval '3 hours' WHERE user_id = ${user.id}`);
    const chicago = await insights(agent, { tz: "America/Chicago" });
    const read = async (cookie: string, query = "") => {
      const res = await agent.get(`/api/insights?range=all${query}`).set("Cookie", cookie);
      expect(res.status, cookie).toBe(200);
      return res.body as Insights;
    };
    // The agent merges these cookies with its own session cookie.
    const kept = await read("tz=America%2FChicago");
    expect(kept.timeZone).toBe("America/Chicago");
    expect(kept.writing).toEqual(chicago.writing);
    expect((await read("tz=America%2FChicago", "&tz=Asia%2FTokyo")).timeZone).toBe("Asia/Tokyo");
    for (const cookie of ["tz=Mars%2FOlympus", "tz=%00", `tz=${"A".repeat(5_000)}`, "tz=", "xtz=Asia%2FTokyo"]) {
      expect((await read(cookie)).timeZone, cookie).toBe("UTC");
    }
  });
});

/** The Monday on or before a day. */
function mondayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

describe("GET /api/insights: refusals", () => {
  it("needs a session", async () => {
    await t.agent().get("/api/insights").expect(401);
  });

  it("answers 400, never 5xx, for a bad range or zone", async () => {
    const { agent } = await signedInAgent(t);
    const queries = [
      "range=7d",
      "range=",
      "range=ALL",
      "range=%00",
      "range=30d&range=90d",
      `range=${"x".repeat(1_000_000)}`,
      "tz=Mars/Olympus",
      "tz=%00",
      "tz=UTC';DROP TABLE users;--",
      `tz=${"A".repeat(5_000)}`,
      "tz=UTC&tz=Asia/Tokyo",
    ];
    for (const query of queries) {
      const res = await agent.get(`/api/insights?${query}`);
      // A query too long for a request line is refused by Node itself (431).
      expect(res.status, query.slice(0, 40)).toBe(query.length > 16_000 ? 431 : 400);
      if (res.status === 400) expect(res.body.message, query.slice(0, 40)).toMatch(/range|tz/);
    }
  });

  it("names the field at fault: tz for a NUL byte or a huge zone, range for a wrong type", async () => {
    const { agent } = await signedInAgent(t);
    const cases: [string, "tz" | "range"][] = [
      ["tz=%00", "tz"],
      ["tz=UTC%00", "tz"],
      ["tz=America/Chicago%00Europe/Paris", "tz"],
      [`tz=${"A".repeat(15_000)}`, "tz"],
      [`tz=${encodeURIComponent("Europe/" + "\u0000".repeat(3_000))}`, "tz"],
      ["tz=UTC&tz=UTC", "tz"],
      ["range=30", "range"],
      ["range=true", "range"],
      ["range=null", "range"],
      ["range=30d&range=30d", "range"],
      ["range=%7B%7D", "range"],
    ];
    for (const [query, field] of cases) {
      const res = await agent.get(`/api/insights?${query}`);
      expect(res.status, query.slice(0, 40)).toBe(400);
      expect(res.body.message, query.slice(0, 40)).toMatch(new RegExp(`^${field}\\b`));
      expect(res.body.message, query.slice(0, 40)).not.toMatch(field === "tz" ? /range/ : /tz/);
    }
    // A megabyte of zone is longer than any request line Node reads: refused before the app (431), never a 5xx.
    const huge = await agent.get(`/api/insights?tz=${"A".repeat(1_000_000)}`);
    expect(huge.status).toBe(431);
  });
});

describe("forget-old-status-changes", () => {
  it("forgets changes older than 120 days and keeps the rest", async () => {
    const { agent, user } = await signedInAgent(t);
    await aJokeNote(agent, { setup: "Kept" });
    await aJokeNote(agent, { setup: "Forgotten" });
    await t.db.execute(sql`
      UPDATE joke_note_status_changes c SET changed_at = now() - interval '121 days'
      FROM joke_notes j WHERE j.id = c.joke_note_id AND j.setup = 'Forgotten' AND c.user_id = ${user.id}`);
    const { deleted } = await forgetOldStatusChangesJob(t.db).run();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM joke_note_status_changes WHERE user_id = ${user.id}`);
    expect(rows[0]!.n).toBe(1);
  });
});
