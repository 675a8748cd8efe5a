import { describe, expect, it } from "vitest";
import { countdownText, formatClock, readSetMinutes, remainingMs, setLengthLabel, timerPhase } from "./set-timer";

describe("formatClock", () => {
  it("shows minutes and two-digit seconds, rounded down", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(7_999)).toBe("0:07");
    expect(formatClock(299_000)).toBe("4:59");
    expect(formatClock(12 * 60_000)).toBe("12:00");
    expect(formatClock(-5)).toBe("0:00");
  });
});

describe("timerPhase", () => {
  it("has no phases without a set length", () => {
    expect(timerPhase(999_999, 0)).toBe("free");
  });

  it("turns on the light with one minute left and calls time at the end", () => {
    expect(timerPhase(0, 5)).toBe("on");
    expect(timerPhase(239_999, 5)).toBe("on");
    expect(timerPhase(240_000, 5)).toBe("light");
    expect(timerPhase(299_999, 5)).toBe("light");
    expect(timerPhase(300_000, 5)).toBe("over");
    expect(timerPhase(400_000, 5)).toBe("over");
  });
});

describe("remainingMs", () => {
  it("counts down in whole seconds and stops at zero", () => {
    expect(remainingMs(0, 5)).toBe(300_000);
    expect(remainingMs(500, 5)).toBe(300_000);
    expect(remainingMs(1_000, 5)).toBe(299_000);
    expect(remainingMs(240_000, 5)).toBe(60_000);
    expect(remainingMs(301_000, 5)).toBe(0);
  });
});

describe("set length settings", () => {
  it("reads a stored choice, falling back to no limit", () => {
    expect(readSetMinutes("5")).toBe(5);
    expect(readSetMinutes("20")).toBe(20);
    expect(readSetMinutes("4")).toBe(0);
    expect(readSetMinutes(null)).toBe(0);
    expect(readSetMinutes("banana")).toBe(0);
  });

  it("labels the choices", () => {
    expect(setLengthLabel(0)).toBe("No limit");
    expect(setLengthLabel(5)).toBe("5:00");
    expect(setLengthLabel(15)).toBe("15:00");
  });
});

describe("countdownText", () => {
  it("counts down, then counts the overtime", () => {
    expect(countdownText(0, 0)).toBeNull();
    expect(countdownText(30_000, 5)).toBe("4:30 left");
    expect(countdownText(240_000, 5)).toBe("1:00 left");
    expect(countdownText(299_500, 5)).toBe("0:01 left");
    expect(countdownText(300_000, 5)).toBe("+0:00 over");
    expect(countdownText(310_400, 5)).toBe("+0:10 over");
  });
});
