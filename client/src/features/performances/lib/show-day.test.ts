import { describe, expect, it } from "vitest";
import { isoToShowDay, showDayToIso } from "./show-day";

describe("show days", () => {
  it("keeps a day at local noon and reads the same day back", () => {
    const iso = showDayToIso("2026-11-20")!;
    expect(new Date(iso).getHours()).toBe(12);
    expect(isoToShowDay(iso)).toBe("2026-11-20");
  });
  it("refuses what is not a day", () => {
    for (const bad of ["", "2026-02-30", "20-11-2026", "2026-13-01", "yesterday"]) expect(showDayToIso(bad), bad).toBeNull();
  });
});
