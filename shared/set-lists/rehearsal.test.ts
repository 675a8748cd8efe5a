import { describe, expect, it } from "vitest";
import { lapsFromMarks, rehearsalDifference, rehearsedSeconds } from "./rehearsal";

describe("rehearsedSeconds", () => {
  it("rounds to whole seconds", () => {
    expect(rehearsedSeconds(41_499)).toBe(41);
    expect(rehearsedSeconds(41_500)).toBe(42);
  });
  it("is at least one second and at most an hour", () => {
    expect(rehearsedSeconds(0)).toBe(1);
    expect(rehearsedSeconds(-50)).toBe(1);
    expect(rehearsedSeconds(2 * 3_600_000)).toBe(3_600);
  });
});

describe("rehearsalDifference", () => {
  it("says how far the rehearsal was from the estimate", () => {
    expect(rehearsalDifference(42, 30)).toBe("12 s longer");
    expect(rehearsalDifference(25, 30)).toBe("5 s shorter");
    expect(rehearsalDifference(30, 30)).toBe("as estimated");
    expect(rehearsalDifference(200, 30)).toBe("2:50 longer");
  });
});

describe("lapsFromMarks", () => {
  it("turns the moments of each step into the bits' laps", () => {
    expect(lapsFromMarks([1000, 31_000, 33_500])).toEqual([30_000, 2_500]);
    expect(lapsFromMarks([1000])).toEqual([]);
    expect(lapsFromMarks([])).toEqual([]);
  });
});
