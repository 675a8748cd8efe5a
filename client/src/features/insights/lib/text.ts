import { rangeDays, type InsightRange } from "@shared/insights/ranges";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Nov 23" for "2026-11-23" (a calendar day, whatever the reader's zone). */
export function dayText(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1] ?? ""} ${Number(day.slice(8, 10))}`;
}

/** "Nov 23, 2026" for a calendar day. */
export const dayYearText = (day: string) => `${dayText(day)}, ${day.slice(0, 4)}`;

/** "5:30" for 330 seconds; "—" when unknown. */
export function minutesText(seconds: number | null): string {
  if (seconds === null) return "—";
  const sign = seconds < 0 ? "−" : "";
  const abs = Math.abs(seconds);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, "0")}`;
}

export const lpmText = (lpm: number | null) => (lpm === null ? "—" : (Math.round(lpm * 10) / 10).toString());

/** How a limited range reads in a sentence ("the last 30 days"); undefined for all time. */
export function rangeWords(range: InsightRange): string | undefined {
  const days = rangeDays[range];
  return days === null ? undefined : `the last ${days} days`;
}
