/** "Nov 1, 2026" in the reader's locale, or "Unknown" when the date is missing or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "Unknown";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}
