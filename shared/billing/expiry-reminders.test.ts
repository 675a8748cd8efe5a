import { describe, expect, it } from "vitest";
import { daysLeft, dueReminder } from "./expiry-reminders";

const now = new Date("2026-06-15T04:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe("dueReminder", () => {
  it.each<[string, number, Parameters<typeof dueReminder>[2], 7 | 1 | null]>([
    ["more than a week left", 7.5, {}, null],
    ["exactly a week left", 7, {}, 7],
    ["three days left", 3, {}, 7],
    ["a day left", 1, {}, 1],
    ["hours left", 0.2, {}, 1],
    ["already expired", -0.1, {}, null],
    ["week reminder sent 2 days ago", 5, { 7: inDays(-2) }, null],
    ["week reminder sent 8 days ago", 5, { 7: inDays(-8) }, 7],
    ["day reminder still due after the week one", 1, { 7: inDays(-6) }, 1],
    ["day reminder sent yesterday", 1, { 1: inDays(-1) }, null],
  ])("%s", (_name, days, lastSent, expected) => {
    expect(dueReminder(inDays(days), now, lastSent)).toBe(expected);
  });
});

describe("daysLeft", () => {
  it("rounds up and stops at 0", () => {
    expect(daysLeft(inDays(6.2), now)).toBe(7);
    expect(daysLeft(inDays(1), now)).toBe(1);
    expect(daysLeft(inDays(-1), now)).toBe(0);
  });
});
