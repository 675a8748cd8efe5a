/** "1:05" for 65 400 ms; "1:02:03" past an hour. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** "1:05.4" for 65 400 ms: a laugh's or a boundary's place, to a tenth of a second. */
export function formatClockTenths(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  return `${formatClock(Math.floor(tenths / 10) * 1000)}.${tenths % 10}`;
}

/** "2.5 s" for 2 500 ms. */
export function formatSeconds(ms: number): string {
  return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
}

/** Laughs per minute as read aloud and in the table: one decimal ("4.2"). */
export function formatRate(perMinute: number): string {
  return (Math.round(perMinute * 10) / 10).toFixed(1);
}

/** "1 laugh", "3 laughs". */
export function laughsText(count: number): string {
  return count === 1 ? "1 laugh" : `${count} laughs`;
}

/** "1 applause break", "2 applause breaks". */
export function applauseText(count: number): string {
  return count === 1 ? "1 applause break" : `${count} applause breaks`;
}

/** "1 set", "3 sets". */
export function setsText(count: number): string {
  return count === 1 ? "1 set" : `${count} sets`;
}
