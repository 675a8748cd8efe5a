import { PERFORMANCE_SECONDS_MAX } from "./performance-input";

/**
 * A set's length as a comedian types it: "7" (minutes), "4:05" (minutes and seconds) or
 * "1:02:03". Blank is no length (null); anything else, or a length outside 1 second to
 * 10 hours, is undefined (not a length).
 */
export function parseDurationText(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  let seconds: number;
  if (/^\d{1,3}$/.test(trimmed)) seconds = Number(trimmed) * 60;
  else {
    const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(trimmed);
    if (!match) return undefined;
    const [, h, m, s] = match;
    if (Number(s) > 59 || (h !== undefined && Number(m) > 59)) return undefined;
    seconds = Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
  }
  return seconds >= 1 && seconds <= PERFORMANCE_SECONDS_MAX ? seconds : undefined;
}
