// Formatters are costly to create, so each is made once, when first used.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Mar 4, 2026, 3:15 PM" in the reader's locale, or "Unknown". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "Unknown";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Unknown";
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return dateTimeFormat.format(date);
}

/** Whether a note was changed after it was created (new notes carry equal timestamps). */
export function wasUpdated(createdAt: string | null, updatedAt: string | null): boolean {
  if (!createdAt || !updatedAt) return false;
  const created = Date.parse(createdAt);
  const updated = Date.parse(updatedAt);
  if (Number.isNaN(created) || Number.isNaN(updated)) return false;
  return updated !== created;
}
