/** "Mar 4, 2026, 3:15 PM" in the reader's locale, or "Unknown". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "Unknown";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/** Whether a note was changed after it was created (new notes carry equal timestamps). */
export function wasUpdated(createdAt: string | null, updatedAt: string | null): boolean {
  if (!createdAt || !updatedAt) return false;
  const created = Date.parse(createdAt);
  const updated = Date.parse(updatedAt);
  if (Number.isNaN(created) || Number.isNaN(updated)) return false;
  return updated !== created;
}

// Formatters are costly to create, so each is made once (rows format dates on every render).
const shortDate = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

/** "Nov 1, 2026", or "Unknown" when the date is missing or invalid. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return "Unknown";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Unknown" : shortDate.format(date);
}
