import { describe, expect, it } from "vitest";
import { formatDate, formatWeekdayDate } from "./format";

const enUS = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", options).format(date);

describe("formatDate", () => {
  it("writes a date the way en-US does, in local time", () => {
    for (const iso of ["2026-01-01T00:00:00", "2026-11-22T23:59:59", "1999-02-28T12:00:00", "2030-12-31T08:30:00"]) {
      const date = new Date(iso);
      expect(formatDate(iso)).toBe(enUS(date, { year: "numeric", month: "short", day: "numeric" }));
      expect(formatDate(date)).toBe(formatDate(iso));
    }
  });

  it("says Unknown for a missing or invalid date", () => {
    expect(formatDate(null)).toBe("Unknown");
    expect(formatDate(undefined)).toBe("Unknown");
    expect(formatDate("")).toBe("Unknown");
    expect(formatDate("not a date")).toBe("Unknown");
  });
});

describe("formatWeekdayDate", () => {
  it("writes the weekday, month and day the way en-US does", () => {
    for (const iso of ["2026-11-21T20:00:00", "2026-11-22T01:00:00", "2027-03-07T19:30:00"]) {
      expect(formatWeekdayDate(iso)).toBe(enUS(new Date(iso), { weekday: "short", month: "short", day: "numeric" }));
    }
  });

  it("says Unknown for an invalid date", () => {
    expect(formatWeekdayDate("2026-13-45")).toBe("Unknown");
  });
});
