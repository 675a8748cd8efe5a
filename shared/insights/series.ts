// Pure builders of what the insights charts draw and say, from the API's answer. Shared so the
// rules are unit-tested once; no drizzle, no DOM.
import { allStatusClasses, statusLabels, type StatusClass } from "../joke-notes/stages";
import { performanceRatings, type PerformanceRating } from "../performances/ratings";
import { addDays, daysBetween, writingWindowStart } from "./calendar";
import type { InsightJoke, InsightShow, PipelineWeek, RatingCounts, WritingDay } from "./insights-dto";

/** A rating as a height on a sparkline: killed 3 … bombed 0 (as the best-performing sort scores it). */
export const ratingScore: Record<PerformanceRating, number> = { killed: 3, good: 2, ok: 1, bombed: 0 };

export const percent = (rate: number | null): string => (rate === null ? "no ratings" : `${Math.round(rate * 100)}%`);

export const totalRatings = (ratings: RatingCounts): number => performanceRatings.reduce((sum, r) => sum + ratings[r], 0);

/** The mean score of the later half of a trend less the earlier half's: above 0 is getting better; null under 2 shows. */
export function trendDirection(trend: readonly PerformanceRating[]): number | null {
  if (trend.length < 2) return null;
  const half = Math.floor(trend.length / 2);
  const mean = (list: readonly PerformanceRating[]) => list.reduce((sum, r) => sum + ratingScore[r], 0) / list.length;
  return mean(trend.slice(trend.length - half)) - mean(trend.slice(0, half));
}

/** "getting better", "getting worse" or "steady", for a trend's text. */
export function trendWords(trend: readonly PerformanceRating[]): string {
  const direction = trendDirection(trend);
  if (direction === null) return "one show so far";
  if (direction >= 0.5) return "getting better";
  if (direction <= -0.5) return "getting worse";
  return "steady";
}

export const jokeSortKeys = ["setup", "shows", "ratings", "hitRate", "trend", "laughsPerMinute", "lastPerformedAt"] as const;
export type JokeSortKey = (typeof jokeSortKeys)[number];
export type SortDirection = "asc" | "desc";

const meanScore = (ratings: RatingCounts) => {
  const total = totalRatings(ratings);
  return total === 0 ? null : performanceRatings.reduce((sum, r) => sum + ratings[r] * ratingScore[r], 0) / total;
};

const sortValue: Record<Exclude<JokeSortKey, "setup">, (joke: InsightJoke) => number | null> = {
  shows: (joke) => joke.shows,
  ratings: (joke) => meanScore(joke.ratings),
  hitRate: (joke) => joke.hitRate,
  trend: (joke) => trendDirection(joke.trend),
  laughsPerMinute: (joke) => joke.laughsPerMinute,
  lastPerformedAt: (joke) => Date.parse(joke.lastPerformedAt),
};

/** Jokes in the column's order; a joke without a value (no recording, one show) goes last either way; ties by setup. */
export function sortJokes(jokes: readonly InsightJoke[], key: JokeSortKey, direction: SortDirection): InsightJoke[] {
  const sign = direction === "asc" ? 1 : -1;
  const bySetup = (a: InsightJoke, b: InsightJoke) => a.setup.localeCompare(b.setup) || a.jokeNoteId - b.jokeNoteId;
  if (key === "setup") return [...jokes].sort((a, b) => sign * bySetup(a, b));
  const value = sortValue[key];
  return [...jokes].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? bySetup(a, b) : va === null ? 1 : -1;
    return sign * (va - vb) || bySetup(a, b);
  });
}

/** Set length against the set list's target, in seconds (positive: over); null when either is unknown. */
export const overTarget = (show: InsightShow): number | null =>
  show.durationSeconds === null || show.targetSeconds === null ? null : show.durationSeconds - show.targetSeconds;

/** The last `n` shows, oldest first (the dashboard's sparkline). */
export const lastShows = (shows: readonly InsightShow[], n = 5): InsightShow[] => shows.slice(Math.max(0, shows.length - n));

/** The mean of the shows' hit rates where rated, and of their LPM where recorded. */
export function showAverages(shows: readonly Pick<InsightShow, "hitRate" | "laughsPerMinute">[]): { hitRate: number | null; laughsPerMinute: number | null } {
  const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);
  return {
    hitRate: mean(shows.flatMap((s) => (s.hitRate === null ? [] : [s.hitRate]))),
    laughsPerMinute: mean(shows.flatMap((s) => (s.laughsPerMinute === null ? [] : [s.laughsPerMinute]))),
  };
}

export interface PipelinePoint {
  weekStart: string;
  /** Every status, 0 where the week had none (all 0 when statuses are not known). */
  counts: Record<StatusClass, number>;
  statusesKnown: boolean;
  /** Notes whose status that week is not known (0 for a known week). */
  unknown: number;
  notes: number;
}

/** The statuses a pipeline draws, in board order: every one that any week has (Not Categorized only when used). */
export function pipelineStatuses(weeks: readonly PipelineWeek[]): StatusClass[] {
  return allStatusClasses.filter((status) => status !== "none" || weeks.some((week) => (week.counts.none ?? 0) > 0));
}

export function pipelineSeries(weeks: readonly PipelineWeek[]): PipelinePoint[] {
  return weeks.map((week) => ({
    weekStart: week.weekStart,
    counts: Object.fromEntries(allStatusClasses.map((status) => [status, week.counts[status] ?? 0])) as Record<StatusClass, number>,
    statusesKnown: week.statusesKnown,
    unknown: week.statusesKnown ? 0 : week.notes,
    notes: week.notes,
  }));
}

export interface CalendarCell {
  date: string;
  jokeNotes: number;
  notes: number;
  thoughts: number;
  total: number;
  /** 0 for nothing written, else 1 to 4 by quarters of the busiest day. */
  level: 0 | 1 | 2 | 3 | 4;
  /** A day of this week still to come. */
  future: boolean;
}

export interface WritingCalendar {
  /** Columns of seven days, Monday first, from the Monday 52 weeks before this week's. */
  weeks: CalendarCell[][];
  /** The column each month's label sits over (the first week holding its 1st). */
  months: { label: string; week: number }[];
  busiest: number;
  total: number;
  activeDays: number;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The contribution-graph grid of a year of writing, ending with this week. */
export function writingCalendar(writing: readonly WritingDay[], today: string): WritingCalendar {
  const start = writingWindowStart(today);
  const byDate = new Map(writing.map((day) => [day.date, day]));
  const busiest = writing.reduce((max, day) => Math.max(max, day.jokeNotes + day.notes + day.thoughts), 0);
  const columns = Math.floor(daysBetween(start, today) / 7) + 1;
  const weeks: CalendarCell[][] = [];
  const months: { label: string; week: number }[] = [];
  let total = 0;
  let activeDays = 0;
  for (let w = 0; w < columns; w += 1) {
    const column: CalendarCell[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = addDays(start, w * 7 + d);
      const day = byDate.get(date);
      const sum = day ? day.jokeNotes + day.notes + day.thoughts : 0;
      total += sum;
      if (sum > 0) activeDays += 1;
      if (date.endsWith("-01")) months.push({ label: MONTHS[Number(date.slice(5, 7)) - 1] ?? "", week: w });
      column.push({
        date,
        jokeNotes: day?.jokeNotes ?? 0,
        notes: day?.notes ?? 0,
        thoughts: day?.thoughts ?? 0,
        total: sum,
        level: sum === 0 || busiest === 0 ? 0 : (Math.min(4, Math.ceil((4 * sum) / busiest)) as 1 | 2 | 3 | 4),
        future: date > today,
      });
    }
    weeks.push(column);
  }
  return { weeks, months, busiest, total, activeDays };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** A sentence for the jokes table: how many, and the best and worst by hit rate (two shows or more). */
export function jokesSummary(jokes: readonly InsightJoke[]): string {
  if (jokes.length === 0) return "No jokes performed in this period.";
  const seasoned = jokes.filter((joke) => joke.shows >= 2 && joke.hitRate !== null);
  const byRate = sortJokes(seasoned, "hitRate", "desc");
  const best = byRate[0];
  const worst = byRate.at(-1);
  const parts = [`${plural(jokes.length, "joke")} performed.`];
  if (best) parts.push(`Best hit rate: “${best.setup}” at ${percent(best.hitRate)} over ${plural(best.shows, "show")}.`);
  if (worst && worst !== best) parts.push(`Lowest: “${worst.setup}” at ${percent(worst.hitRate)} over ${plural(worst.shows, "show")}.`);
  return parts.join(" ");
}

/** A sentence for the sets over time: how many, the hit rate early and late, LPM where recorded, and time against target. */
export function showsSummary(shows: readonly InsightShow[]): string {
  if (shows.length === 0) return "No shows logged in this period.";
  const parts = [`${plural(shows.length, "show")}.`];
  const rated = shows.filter((s) => s.hitRate !== null);
  if (rated.length >= 4) {
    const n = Math.min(10, Math.floor(rated.length / 2));
    const early = showAverages(rated.slice(0, n)).hitRate;
    const late = showAverages(rated.slice(-n)).hitRate;
    parts.push(`Hit rate ${percent(early)} over the first ${n} rated shows and ${percent(late)} over the last ${n}.`);
  } else if (rated.length > 0) {
    parts.push(`Average hit rate ${percent(showAverages(rated).hitRate)}.`);
  }
  const lpm = showAverages(shows).laughsPerMinute;
  if (lpm !== null) parts.push(`${(Math.round(lpm * 10) / 10).toString()} laughs a minute on average where recorded.`);
  const timed = shows.map(overTarget).filter((over): over is number => over !== null);
  if (timed.length > 0) parts.push(`${timed.filter((over) => over > 0).length} of ${plural(timed.length, "timed set")} ran over target.`);
  return parts.join(" ");
}

/** A sentence for the pipeline: this week's counts, and since when statuses are known. */
export function pipelineSummary(weeks: readonly PipelineWeek[]): string {
  const now = weeks.at(-1);
  if (!now || now.notes === 0) return "No joke notes in the Joke Lab yet.";
  const counts = pipelineStatuses(weeks)
    .filter((status) => (now.counts[status] ?? 0) > 0)
    .map((status) => `${(now.counts[status] ?? 0).toLocaleString("en-US")} ${statusLabels[status]}`);
  const first = weeks[0];
  const parts = [`This week: ${counts.join(", ")}.`];
  if (first && first.notes !== now.notes) parts.push(`${plural(first.notes, "note")} 12 weeks ago, ${now.notes.toLocaleString("en-US")} now.`);
  const firstKnown = weeks.find((week) => week.statusesKnown);
  if (weeks.some((week) => !week.statusesKnown) && firstKnown) {
    parts.push(`Statuses are kept from the week of ${firstKnown.weekStart}; earlier weeks show only how many notes there were.`);
  }
  return parts.join(" ");
}

export function writingSummary(calendar: WritingCalendar, streakDays: number): string {
  if (calendar.total === 0) return "Nothing written in the last year yet.";
  return (
    `${plural(calendar.total, "piece")} written on ${plural(calendar.activeDays, "day")} in the last year. ` +
    `Current streak: ${plural(streakDays, "day")}.`
  );
}
