import { DURATION_SECONDS_MAX, formatRunningTime } from "./estimate";

/**
 * A rehearsed bit's time in whole seconds, as a joke's `durationSeconds` takes it: rounded,
 * at least one second, at most an hour.
 */
export function rehearsedSeconds(elapsedMs: number): number {
  const seconds = Math.round(Math.max(0, elapsedMs) / 1000);
  return Math.min(DURATION_SECONDS_MAX, Math.max(1, seconds));
}

/** The rehearsed time beside the estimate: "12 s longer", "5 s shorter" or "as estimated". */
export function rehearsalDifference(rehearsed: number, estimated: number): string {
  const difference = rehearsed - estimated;
  if (difference === 0) return "as estimated";
  const amount = Math.abs(difference) < 60 ? `${Math.abs(difference)} s` : formatRunningTime(Math.abs(difference));
  return `${amount} ${difference > 0 ? "longer" : "shorter"}`;
}

/** Each bit's lap from the moments the comedian moved on: `marks[0]` is the start. */
export function lapsFromMarks(marks: readonly number[]): number[] {
  return marks.slice(1).map((at, i) => at - marks[i]!);
}
