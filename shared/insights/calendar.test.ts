import { describe, expect, it } from "vitest";
import { addDays, daysBetween, mondayOf, pipelineWindowStart, weekdayIndex, writingWindowStart } from "./calendar";

describe("calendar days", () => {
  it("adds days across months, years and a leap day", () => {
    expect(addDays("2026-11-25", 7)).toBe("2026-12-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
  });

  it("starts weeks on Monday", () => {
    expect(weekdayIndex("2026-11-23")).toBe(0);
    expect(weekdayIndex("2026-11-29")).toBe(6);
    expect(mondayOf("2026-11-25")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });

  it("opens the writing calendar 52 weeks before this week's Monday, and the pipeline 11 weeks before", () => {
    expect(writingWindowStart("2026-11-25")).toBe("2025-11-24");
    expect(daysBetween(writingWindowStart("2026-11-29"), "2026-11-23")).toBe(364);
    expect(pipelineWindowStart("2026-11-25")).toBe("2026-09-07");
  });
});
