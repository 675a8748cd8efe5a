/** A date field's day (YYYY-MM-DD) as the start, or the end, of that day in the admin's time zone. */
export function dayToInstant(day: string, end: boolean): string | null {
  return day ? new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString() : null;
}

/** The day (YYYY-MM-DD, the admin's time zone) an instant falls on, for a date field; "" for none. */
export function instantToDay(instant: string | null): string {
  if (!instant) return "";
  const d = new Date(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

export const MAX_USES_NOT_A_NUMBER = "Max uses must be a whole number, or blank for no limit";

/**
 * A max-uses field: blank is no limit (null); a whole number goes to the server, which judges
 * its range; anything else is refused here, since JSON would turn it into null (no limit).
 */
export function parseMaxUses(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { value: null };
  return /^\d+$/.test(trimmed) ? { value: Number(trimmed) } : { error: MAX_USES_NOT_A_NUMBER };
}
