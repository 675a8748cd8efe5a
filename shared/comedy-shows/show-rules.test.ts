import { describe, expect, it } from "vitest";
import { formatShowTime, isCalendarDate, isClockTime, isWebUrl } from "./show-rules";

describe("show rules", () => {
  it("takes real dates written YYYY-MM-DD only", () => {
    expect(isCalendarDate("2026-11-22")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "22/11/2026", "2026-1-5", "", "1999-12-31"]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it("takes 24-hour HH:MM times only", () => {
    expect(isClockTime("00:00")).toBe(true);
    expect(isClockTime("23:59")).toBe(true);
    for (const bad of ["24:00", "8:00", "20:60", "8pm"]) expect(isClockTime(bad), bad).toBe(false);
  });

  it("takes http and https addresses only", () => {
    expect(isWebUrl("https://club.example/tickets?id=1")).toBe(true);
    expect(isWebUrl("http://club.example")).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "/tickets", "ftp://x.example", "club.example"]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });

  it("writes times on a 12-hour clock", () => {
    expect(formatShowTime("20:00")).toBe("8:00 PM");
    expect(formatShowTime("00:30")).toBe("12:30 AM");
    expect(formatShowTime("12:05")).toBe("12:05 PM");
  });
});
