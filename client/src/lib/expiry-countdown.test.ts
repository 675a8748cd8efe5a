import { describe, expect, it } from "vitest";
import { countdownDays } from "./expiry-countdown";

const now = new Date("2026-06-15T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe("countdownDays", () => {
  it.each<[string, string | null, number | null]>([
    ["nothing expiring", null, null],
    ["a month away", inDays(29), null],
    ["just over a week", inDays(7.5), null],
    ["a week", inDays(7), 7],
    ["half a day", inDays(0.5), 1],
    ["already past", inDays(-1), null],
    ["not a date", "soon", null],
  ])("%s", (_name, date, expected) => {
    expect(countdownDays(date, now)).toBe(expected);
  });
});
