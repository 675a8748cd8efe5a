import type { PerformanceRating } from "../performances/ratings";

/**
 * Where a bit's laughs per minute (over its own stretch, tail included) land it. Working pros
 * draw about 4–6 laughs a minute and 12+ is exceptional.
 */
export const RATING_THRESHOLDS = {
  killedLpm: 8,
  /** Fewer laughs, but long ones (applause breaks) also kill. */
  killedLongLaughLpm: 6,
  longLaughSeconds: 2.5,
  goodLpm: 4,
  okLpm: 1.5,
} as const;

export interface LaughSummary {
  laughCount: number;
  laughsPerMinute: number;
  laughSeconds: number;
  /** Applause breaks (none when not known). */
  applauseCount?: number;
}

/**
 * The rating a bit's laughs suggest in "How did it go?" (the comedian confirms or changes it).
 * An applause break is the strongest response a bit gets: with one the bit did at least well,
 * and it killed with two, or with one on top of laughs at a working pro's rate.
 */
export function suggestRating({ laughCount, laughsPerMinute, laughSeconds, applauseCount = 0 }: LaughSummary): PerformanceRating {
  const t = RATING_THRESHOLDS;
  if (applauseCount >= 2 || (applauseCount >= 1 && laughsPerMinute >= t.goodLpm)) return "killed";
  if (applauseCount >= 1) return "good";
  if (laughCount <= 0) return "bombed";
  const averageLaugh = laughSeconds / laughCount;
  if (laughsPerMinute >= t.killedLpm) return "killed";
  if (laughsPerMinute >= t.killedLongLaughLpm && averageLaugh >= t.longLaughSeconds) return "killed";
  if (laughsPerMinute >= t.goodLpm) return "good";
  if (laughsPerMinute >= t.okLpm) return "ok";
  return "bombed";
}
