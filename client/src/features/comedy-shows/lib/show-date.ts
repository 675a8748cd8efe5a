/** "Sat, Nov 28" for "2026-11-28": the show's own calendar date, whatever the viewer's zone. */
export function formatShowDate(date: string, locale?: string): string {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
