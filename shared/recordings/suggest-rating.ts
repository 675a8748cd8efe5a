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
}

/** The rating a bit's laughs suggest in "How did it go?" (the comedian confirms or changes it). */
export function suggestRating({ laughCount, laughsPerMinute, laughSeconds }: LaughSummary): PerformanceRating {
  if (laughCount <= 0) return "bombed";
  const averageLaugh = laughSeconds / laughCount;
  const t = RATING_THRESHOLDS;
  if (laughsPerMinute >= t.killedLpm) return "killed";
  if (laughsPerMinute >= t.killedLongLaughLpm && averageLaugh >= t.longLaughSeconds) return "killed";
  if (laughsPerMinute >= t.goodLpm) return "good";
  if (laughsPerMinute >= t.okLpm) return "ok";
  return "bombed";
}
