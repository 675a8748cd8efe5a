import { describe, expect, it } from "vitest";
import { compareToTarget, countWords, estimateBitSeconds, estimateSetSeconds, formatRunningTime } from "./estimate";

describe("countWords", () => {
  it("counts spoken words, keeping contractions and hyphenated words whole", () => {
    expect(countWords("I don't trust a self-checkout, 2 times.")).toBe(7);
    expect(countWords("  ... — !! ")).toBe(0);
    expect(countWords("Café naïve 日本")).toBe(3);
  });
});

describe("estimateBitSeconds", () => {
  it("reads 150 words a minute plus two seconds a punchline, rounded up", () => {
    const setup = Array.from({ length: 150 }, () => "word").join(" ");
    expect(estimateBitSeconds({ setup, punchlines: [] })).toBe(60);
    expect(estimateBitSeconds({ setup, punchlines: ["one two three four five"] })).toBe(60 + 2 + 2);
    expect(estimateBitSeconds({ setup: "My dentist", punchlines: ["flosses", "lies"] })).toBe(Math.ceil((4 * 60) / 150 + 4));
  });

  it("ignores blank punchlines", () => {
    expect(estimateBitSeconds({ setup: "Hi", punchlines: ["", "  "] })).toBe(1);
  });

  it("uses the timed length when there is one", () => {
    expect(estimateBitSeconds({ setup: "a b c", punchlines: ["d"], durationSeconds: 95 })).toBe(95);
    expect(estimateBitSeconds({ setup: "a b c", punchlines: [], durationSeconds: null })).toBe(2);
  });

  it("gives an empty bit no time", () => {
    expect(estimateBitSeconds({ setup: "", punchlines: [] })).toBe(0);
  });
});

describe("estimateSetSeconds", () => {
  it("sums the bits", () => {
    expect(estimateSetSeconds([{ setup: "a", punchlines: [], durationSeconds: 30 }, { setup: "b", punchlines: [], durationSeconds: 45 }])).toBe(75);
    expect(estimateSetSeconds([])).toBe(0);
  });
});

describe("formatRunningTime", () => {
  it("writes minutes and seconds, and hours past an hour", () => {
    expect(formatRunningTime(0)).toBe("0:00");
    expect(formatRunningTime(245)).toBe("4:05");
    expect(formatRunningTime(3723)).toBe("1:02:03");
  });
});

describe("compareToTarget", () => {
  it("says over, under or on target", () => {
    expect(compareToTarget(330, 5)).toEqual({ kind: "over", seconds: 30 });
    expect(compareToTarget(240, 5)).toEqual({ kind: "under", seconds: 60 });
    expect(compareToTarget(290, 5)).toEqual({ kind: "on", seconds: 10 });
  });
});
