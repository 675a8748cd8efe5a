import { describe, expect, it } from "vitest";
import { applauseText, formatClock, formatClockTenths, formatRate, formatSeconds, laughsText, setsText } from "./time-text";

describe("time text", () => {
  it("writes a place in the recording as m:ss, and h:mm:ss past an hour", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(65_400)).toBe("1:05");
    expect(formatClock(3_723_000)).toBe("1:02:03");
    expect(formatClock(-5)).toBe("0:00");
  });

  it("writes tenths of a second when they matter", () => {
    expect(formatClockTenths(65_400)).toBe("1:05.4");
    expect(formatClockTenths(59_960)).toBe("1:00.0");
    expect(formatClockTenths(500)).toBe("0:00.5");
  });

  it("writes lengths, rates and counts plainly", () => {
    expect(formatSeconds(2_460)).toBe("2.5 s");
    expect(formatSeconds(0)).toBe("0.0 s");
    expect(formatRate(4.25)).toBe("4.3");
    expect(formatRate(0)).toBe("0.0");
    expect(laughsText(1)).toBe("1 laugh");
    expect(laughsText(0)).toBe("0 laughs");
    expect(applauseText(1)).toBe("1 applause break");
    expect(applauseText(3)).toBe("3 applause breaks");
    expect(setsText(1)).toBe("1 set");
    expect(setsText(2)).toBe("2 sets");
  });
});
