import { isTimeZone } from "../insights/ranges";

/** What performedAt may be, for error messages and the API's description. */
export const PERFORMED_AT_FORMS = 'a date ("2026-11-20") or an ISO date and time with its offset ("2026-11-20T21:00:00-06:00")';

/** A show logged by its date alone is taken as that day at this hour, in the comedian's time zone. */
export const EVENING_HOUR = 20;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Minutes `timeZone` is ahead of UTC at the instant `utcMs`. */
function offsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((local - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/**
 * When a show was performed, from what the comedian wrote: an ISO date and time with an
 * offset, as it is; a date alone ("2026-11-20") as that evening (EVENING_HOUR:00) in
 * `timeZone` (an IANA name; UTC when absent or unknown). The instant as an ISO string, or
 * null for anything else (a day that does not exist, another format).
 */
export function parsePerformedAt(text: string, timeZone = "UTC"): string | null {
  const value = text.trim();
  if (DATE_TIME.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) || !sameCalendarDay(value) ? null : new Date(ms).toISOString();
  }
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = Date.UTC(year, month - 1, day, EVENING_HOUR);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  // The wall-clock time less the zone's offset; the offset read again there, for a day the clocks change.
  const first = wall - offsetMinutes(wall, zone) * 60_000;
  const instant = wall - offsetMinutes(first, zone) * 60_000;
  return new Date(instant).toISOString();
}

/** Date.parse rolls 2026-02-30 over to March; a written day must exist. */
function sameCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}
