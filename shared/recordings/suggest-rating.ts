import type { PerformanceRating } from "../performances/ratings";

/**
 * A bit's rating suggested from its laughs, for the comedian to confirm or change. Laughs per
 * minute is the measure comedians use: working pros draw 4–6 a minute, 12+ is exceptional.
 * A bit with laughs but a low rate still did something; a bit with none bombed.
 */
export function suggestRating({ laughCount, laughsPerMinute, laughSeconds }: { laughCount: number; laughsPerMinute: number; laughSeconds: number }): PerformanceRating {
  if (laughCount <= 0 || laughSeconds <= 0) return "bombed";
  if (laughsPerMinute >= 6) return "killed";
  if (laughsPerMinute >= 3) return "good";
  return "ok";
}
