import { describe, expect, it } from "vitest";
import { parsePerformedAt } from "./performed-at";

describe("performedAt as the comedian writes it", () => {
  it("takes a full ISO time with its offset as it is", () => {
    expect(parsePerformedAt("2026-11-20T21:00:00Z")).toBe("2026-11-20T21:00:00.000Z");
    expect(parsePerformedAt("2026-11-20T21:00:00-06:00", "Europe/Paris")).toBe("2026-11-21T03:00:00.000Z");
    expect(parsePerformedAt("2026-11-20T21:00+01:00")).toBe("2026-11-20T20:00:00.000Z");
  });

  it("takes a date alone as 8 pm that day in the comedian's zone", () => {
    expect(parsePerformedAt("2026-11-20", "America/Chicago")).toBe("2026-11-21T02:00:00.000Z");
    expect(parsePerformedAt("2026-07-20", "America/Chicago")).toBe("2026-07-21T01:00:00.000Z");
    expect(parsePerformedAt("2026-11-20", "Asia/Kolkata")).toBe("2026-11-20T14:30:00.000Z");
    expect(parsePerformedAt("2026-11-20", "Pacific/Auckland")).toBe("2026-11-20T07:00:00.000Z");
    expect(parsePerformedAt("2026-11-20")).toBe("2026-11-20T20:00:00.000Z");
  });

  it("keeps 8 pm on the days clocks change", () => {
    expect(parsePerformedAt("2026-03-08", "America/New_York")).toBe("2026-03-09T00:00:00.000Z");
    expect(parsePerformedAt("2026-11-01", "America/New_York")).toBe("2026-11-02T01:00:00.000Z");
    expect(parsePerformedAt("2026-03-29", "Europe/London")).toBe("2026-03-29T19:00:00.000Z");
  });

  it("reads an unknown zone as UTC", () => {
    expect(parsePerformedAt("2026-11-20", "Mars/Olympus")).toBe("2026-11-20T20:00:00.000Z");
  });

  it.each(["", "2026-02-30", "2026-13-01", "20/11/2026", "2026-11-20T21:00:00", "2026-11-20 21:00", "tomorrow", "2026-11-20T25:00:00Z", "2026-02-30T20:00:00Z", "1763672400"])(
    "refuses %j",
    (text) => {
      expect(parsePerformedAt(text, "America/Chicago")).toBeNull();
    },
  );
});
