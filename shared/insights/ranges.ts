// The insights' ranges and time-zone rule, without zod: the page imports them at run time.

export const insightRanges = ["30d", "90d", "all"] as const;
export type InsightRange = (typeof insightRanges)[number];

/** Days each range looks back over, today included; `all` has no start. */
export const rangeDays: Record<InsightRange, number | null> = { "30d": 30, "90d": 90, all: null };

/** An IANA zone the runtime knows (e.g. America/Chicago): the comedian's days are counted in it. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  const known = checkedZones.get(value);
  if (known !== undefined) return known;
  let valid = true;
  try {
    // About a millisecond each: the answer is kept (a few hundred names at most pass the pattern).
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    valid = false;
  }
  if (checkedZones.size < 1000) checkedZones.set(value, valid);
  return valid;
}

const checkedZones = new Map<string, boolean>();
