import { describe, expect, it } from "vitest";
import { relativeTime } from "@/lib/relative-time";

const now = Date.parse("2026-11-22T12:00:00Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("relativeTime", () => {
  it.each([
    [10, "just now"],
    [60, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [2 * 3600, "2 hours ago"],
    [26 * 3600, "yesterday"],
    [-120, "in 2 minutes"],
  ])("%i seconds ago reads %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it("says Unknown for a bad date", () => {
    expect(relativeTime("nope", now)).toBe("Unknown");
  });
});
