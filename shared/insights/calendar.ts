/**
 * Calendar days as `YYYY-MM-DD` strings, counted in whole days with no time zone of their own:
 * the server works out "today" in the comedian's zone and everything here follows from it.
 */

const MS_PER_DAY = 86_400_000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * MS_PER_DAY);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the day's week (weeks start on Monday, as PostgreSQL's date_trunc('week') does). */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** The first day the writing calendar shows: the Monday 52 weeks before this week's (53 columns). */
export function writingWindowStart(today: string): string {
  return mondayOf(addDays(today, -364));
}

/** The Monday of the pipeline's first week: 12 weeks, this one last. */
export function pipelineWindowStart(today: string): string {
  return addDays(mondayOf(today), -77);
}
