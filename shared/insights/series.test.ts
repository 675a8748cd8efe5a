import { describe, expect, it } from "vitest";
import type { InsightJoke, InsightShow, PipelineWeek } from "./insights-dto";
import {
  jokesSummary,
  lastShows,
  overTarget,
  pipelineSeries,
  pipelineStatuses,
  pipelineSummary,
  showsSummary,
  sortJokes,
  trendDirection,
  trendWords,
  writingCalendar,
  writingSummary,
} from "./series";

const joke = (over: Partial<InsightJoke> & { jokeNoteId: number; setup: string }): InsightJoke => ({
  shows: 1,
  ratings: { killed: 1, good: 0, ok: 0, bombed: 0 },
  hitRate: 1,
  lastPerformedAt: "2026-11-20T20:00:00.000Z",
  laughsPerMinute: null,
  trend: ["killed"],
  ...over,
});

const show = (over: Partial<InsightShow> & { performanceId: number }): InsightShow => ({
  performedAt: "2026-11-20T20:00:00.000Z",
  venue: "The Cellar",
  showName: null,
  ratedBits: 2,
  hitRate: 0.5,
  durationSeconds: null,
  targetSeconds: null,
  laughsPerMinute: null,
  ...over,
});

describe("trends", () => {
  it("compares the later half of the last shows with the earlier half", () => {
    expect(trendDirection(["bombed", "ok", "good", "killed"])).toBe(2.5 - 0.5);
    expect(trendDirection(["killed", "killed", "ok"])).toBe(1 - 3);
    expect(trendDirection(["good"])).toBeNull();
    expect(trendWords(["bombed", "ok", "good", "killed"])).toBe("getting better");
    expect(trendWords(["killed", "bombed"])).toBe("getting worse");
    expect(trendWords(["good", "ok", "ok", "good"])).toBe("steady");
    expect(trendWords(["ok"])).toBe("one show so far");
  });
});

describe("sortJokes", () => {
  const a = joke({ jokeNoteId: 1, setup: "Airline food", shows: 5, hitRate: 0.8, laughsPerMinute: 4, ratings: { killed: 2, good: 2, ok: 0, bombed: 1 }, trend: ["bombed", "killed"] });
  const b = joke({ jokeNoteId: 2, setup: "Baggage claim", shows: 2, hitRate: 0.5, laughsPerMinute: null, ratings: { killed: 0, good: 1, ok: 1, bombed: 0 }, trend: ["good", "ok"], lastPerformedAt: "2026-11-24T20:00:00.000Z" });
  const c = joke({ jokeNoteId: 3, setup: "Cats", shows: 2, hitRate: 0.5, laughsPerMinute: 6, ratings: { killed: 1, good: 0, ok: 0, bombed: 1 }, trend: ["killed"] });
  const ids = (list: InsightJoke[]) => list.map((j) => j.jokeNoteId);

  it("sorts by each column both ways, ties by setup", () => {
    expect(ids(sortJokes([c, b, a], "setup", "asc"))).toEqual([1, 2, 3]);
    expect(ids(sortJokes([c, b, a], "setup", "desc"))).toEqual([3, 2, 1]);
    expect(ids(sortJokes([c, b, a], "shows", "desc"))).toEqual([1, 2, 3]);
    expect(ids(sortJokes([a, b, c], "hitRate", "asc"))).toEqual([2, 3, 1]);
    // Mean scores: a 2.0, b 1.5, c 1.5.
    expect(ids(sortJokes([c, b, a], "ratings", "desc"))).toEqual([1, 2, 3]);
    expect(ids(sortJokes([a, b, c], "lastPerformedAt", "desc"))).toEqual([2, 1, 3]);
  });

  it("puts a joke without a value last in either direction", () => {
    expect(ids(sortJokes([b, a, c], "laughsPerMinute", "desc"))).toEqual([3, 1, 2]);
    expect(ids(sortJokes([b, a, c], "laughsPerMinute", "asc"))).toEqual([1, 3, 2]);
    expect(ids(sortJokes([c, b, a], "trend", "desc"))).toEqual([1, 2, 3]);
  });
});

describe("shows", () => {
  it("measures time against target only when both are known, and keeps the last five in order", () => {
    expect(overTarget(show({ performanceId: 1, durationSeconds: 330, targetSeconds: 300 }))).toBe(30);
    expect(overTarget(show({ performanceId: 1, durationSeconds: 280, targetSeconds: 300 }))).toBe(-20);
    expect(overTarget(show({ performanceId: 1, durationSeconds: 280 }))).toBeNull();
    const seven = Array.from({ length: 7 }, (_, i) => show({ performanceId: i + 1 }));
    expect(lastShows(seven).map((s) => s.performanceId)).toEqual([3, 4, 5, 6, 7]);
    expect(lastShows(seven.slice(0, 2)).map((s) => s.performanceId)).toEqual([1, 2]);
  });

  it("says how the sets went, early against late", () => {
    const shows = [0.2, 0.4, 0.6, 0.8].map((hitRate, i) =>
      show({ performanceId: i, hitRate, laughsPerMinute: i === 3 ? 5 : null, durationSeconds: 300 + i * 20, targetSeconds: 320 }),
    );
    expect(showsSummary(shows)).toBe(
      "4 shows. Hit rate 30% over the first 2 rated shows and 70% over the last 2. 5 laughs a minute on average where recorded. 2 of 4 timed sets ran over target.",
    );
    expect(showsSummary([])).toBe("No shows logged in this period.");
    expect(showsSummary([show({ performanceId: 1, hitRate: null })])).toBe("1 show.");
  });

  it("names the best and worst jokes over two shows or more", () => {
    const jokes = [
      joke({ jokeNoteId: 1, setup: "Airline food", shows: 3, hitRate: 2 / 3 }),
      joke({ jokeNoteId: 2, setup: "Once only", shows: 1, hitRate: 1 }),
      joke({ jokeNoteId: 3, setup: "Cats", shows: 4, hitRate: 0.25 }),
    ];
    expect(jokesSummary(jokes)).toBe("3 jokes performed. Best hit rate: “Airline food” at 67% over 3 shows. Lowest: “Cats” at 25% over 4 shows.");
    expect(jokesSummary([])).toBe("No jokes performed in this period.");
  });
});

describe("pipeline", () => {
  const weeks: PipelineWeek[] = [
    { weekStart: "2026-09-07", counts: {}, statusesKnown: false, notes: 4 },
    { weekStart: "2026-09-14", counts: { idea: 3, main: 2 }, statusesKnown: true, notes: 5 },
    { weekStart: "2026-09-21", counts: { idea: 2, working_on: 1, main: 3 }, statusesKnown: true, notes: 6 },
  ];

  it("fills every status with 0 and puts an unknown week's notes in their own band", () => {
    const series = pipelineSeries(weeks);
    expect(series[0]).toEqual({
      weekStart: "2026-09-07",
      counts: { idea: 0, on_hold: 0, working_on: 0, main: 0, open_mic_material: 0, my_stool_material: 0, none: 0 },
      statusesKnown: false,
      unknown: 4,
      notes: 4,
    });
    expect(series[2]?.counts).toMatchObject({ idea: 2, working_on: 1, main: 3, on_hold: 0 });
    expect(series[2]?.unknown).toBe(0);
  });

  it("draws Not Categorized only when a week has one", () => {
    expect(pipelineStatuses(weeks)).not.toContain("none");
    expect(pipelineStatuses([...weeks, { weekStart: "2026-09-28", counts: { none: 1 }, statusesKnown: true, notes: 1 }])).toContain("none");
  });

  it("says this week's counts and since when statuses are known", () => {
    expect(pipelineSummary(weeks)).toBe(
      "This week: 2 Ideas, 1 Working On, 3 Main. 4 notes 12 weeks ago, 6 now. Statuses are kept from the week of 2026-09-14; earlier weeks show only how many notes there were.",
    );
    expect(pipelineSummary([{ weekStart: "2026-09-07", counts: {}, statusesKnown: true, notes: 0 }])).toBe("No joke notes in the Joke Lab yet.");
  });
});

describe("writingCalendar", () => {
  const today = "2026-11-25"; // a Wednesday
  const calendar = writingCalendar(
    [
      { date: "2025-11-24", jokeNotes: 1, notes: 0, thoughts: 0 },
      { date: "2026-06-01", jokeNotes: 2, notes: 1, thoughts: 1 },
      { date: "2026-11-24", jokeNotes: 8, notes: 0, thoughts: 0 },
      { date: "2026-11-25", jokeNotes: 0, notes: 0, thoughts: 3 },
    ],
    today,
  );

  it("lays 53 weeks of seven days out from the Monday 52 weeks before this week's", () => {
    expect(calendar.weeks).toHaveLength(53);
    expect(calendar.weeks.every((week) => week.length === 7)).toBe(true);
    expect(calendar.weeks[0]?.[0]?.date).toBe("2025-11-24");
    expect(calendar.weeks[52]?.[0]?.date).toBe("2026-11-23");
    expect(calendar.weeks[52]?.map((cell) => cell.future)).toEqual([false, false, false, true, true, true, true]);
  });

  it("grades each day by quarters of the busiest, and counts the year", () => {
    const cell = (date: string) => calendar.weeks.flat().find((c) => c.date === date);
    expect(cell("2026-11-24")).toMatchObject({ total: 8, level: 4 });
    expect(cell("2026-06-01")).toMatchObject({ total: 4, level: 2, jokeNotes: 2, notes: 1, thoughts: 1 });
    expect(cell("2025-11-24")).toMatchObject({ total: 1, level: 1 });
    expect(cell("2026-11-25")).toMatchObject({ total: 3, level: 2 });
    expect(cell("2026-11-23")).toMatchObject({ total: 0, level: 0 });
    expect(calendar).toMatchObject({ busiest: 8, total: 16, activeDays: 4 });
    expect(calendar.months[0]).toEqual({ label: "Dec", week: 1 });
    expect(calendar.months.find((m) => m.label === "Jun")).toEqual({ label: "Jun", week: 27 });
    expect(writingSummary(calendar, 2)).toBe("16 pieces written on 4 days in the last year. Current streak: 2 days.");
  });

  it("is all empty for a comedian who wrote nothing", () => {
    const empty = writingCalendar([], today);
    expect(empty.weeks.flat().every((cell) => cell.level === 0)).toBe(true);
    expect(writingSummary(empty, 0)).toBe("Nothing written in the last year yet.");
  });
});
