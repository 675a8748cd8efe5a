import { describe, expect, it } from "vitest";
import { suggestRating } from "./suggest-rating";

const rate = (laughCount: number, laughsPerMinute: number, laughSeconds = laughCount * 1.5) => suggestRating({ laughCount, laughsPerMinute, laughSeconds });

describe("suggestRating", () => {
  it("says bombed with no laugh at all", () => {
    expect(rate(0, 0, 0)).toBe("bombed");
  });

  it("says bombed when one small laugh is all a long bit drew", () => {
    expect(rate(1, 0.5)).toBe("bombed");
  });

  it("says ok for a few laughs, good at a working pro's rate, killed well above it", () => {
    expect(rate(2, 2)).toBe("ok");
    expect(rate(5, 4.5)).toBe("good");
    expect(rate(6, 6)).toBe("good");
    expect(rate(10, 8)).toBe("killed");
    expect(rate(14, 12)).toBe("killed");
  });

  it("counts long laughs: 6 a minute of long laughs killed", () => {
    expect(rate(6, 6, 6 * 3)).toBe("killed");
  });

  it("counts an applause break as a strong response: at least good, killed with two or with a pro's rate of laughs", () => {
    const clapped = (applauseCount: number, laughCount: number, laughsPerMinute: number) => suggestRating({ laughCount, laughsPerMinute, laughSeconds: laughCount * 1.5, applauseCount });
    expect(clapped(1, 0, 0)).toBe("good");
    expect(clapped(1, 1, 0.5)).toBe("good");
    expect(clapped(1, 5, 4.5)).toBe("killed");
    expect(clapped(2, 0, 0)).toBe("killed");
    expect(clapped(0, 1, 0.5)).toBe("bombed");
  });

  it("gives every rating the performance log knows", () => {
    const seen = new Set([rate(0, 0), rate(2, 2), rate(5, 5), rate(12, 12)]);
    expect([...seen].sort()).toEqual(["bombed", "good", "killed", "ok"]);
  });
});
