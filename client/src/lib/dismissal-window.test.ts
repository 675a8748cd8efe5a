import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, isWithinDismissal } from "./dismissal-window";

const now = Date.UTC(2026, 0, 15, 12);
const ago = (ms: number) => String(now - ms);

describe("isWithinDismissal", () => {
  it("keeps a prompt hidden for the whole window and no longer", () => {
    expect(isWithinDismissal(ago(0), now, 7 * DAY_MS)).toBe(true);
    expect(isWithinDismissal(ago(7 * DAY_MS - 1), now, 7 * DAY_MS)).toBe(true);
    expect(isWithinDismissal(ago(7 * DAY_MS), now, 7 * DAY_MS)).toBe(false);
    expect(isWithinDismissal(ago(3 * DAY_MS + HOUR_MS), now, 3 * DAY_MS)).toBe(false);
    expect(isWithinDismissal(ago(23 * HOUR_MS), now, 24 * HOUR_MS)).toBe(true);
  });

  it("treats never dismissed and unreadable values as not dismissed", () => {
    for (const stored of [null, "", "  ", "yesterday", "NaN", "0", "-5", "Infinity"]) {
      expect(isWithinDismissal(stored, now, DAY_MS), String(stored)).toBe(false);
    }
  });

  it("keeps a dismissal stamped in the future (a clock set back) hidden", () => {
    expect(isWithinDismissal(String(now + HOUR_MS), now, DAY_MS)).toBe(true);
  });
});
