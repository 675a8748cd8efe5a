// Dates on the first screens are written out by hand, in the app's language, rather than with
// `Intl.DateTimeFormat`: the first formatter a page makes loads the browser's locale data,
// about 40 ms of main thread on a fast laptop and four times that on a phone, in the middle
// of drawing the dashboard. The wording matches `en-US`'s ("Nov 1, 2026", "Sat, Nov 21").
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

function validDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 1, 2026" in the reader's time zone, or "Unknown" when the date is missing or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = validDate(value);
  if (!date) return "Unknown";
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Sat, Nov 21" in the reader's time zone, or "Unknown". */
export function formatWeekdayDate(value: string | Date | null | undefined): string {
  const date = validDate(value);
  if (!date) return "Unknown";
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
}
