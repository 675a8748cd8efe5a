import { describe, expect, it } from "vitest";
import { FIT_MAX, FIT_MIN, largestFitting } from "./largest-fitting";

describe("largestFitting", () => {
  it("grows a short bit to the largest size", () => {
    expect(largestFitting(() => true)).toBe(FIT_MAX);
  });

  it("keeps the smallest size when nothing fits (the stage scrolls)", () => {
    expect(largestFitting(() => false)).toBe(FIT_MIN);
  });

  it("finds the edge to within the precision, never past it", () => {
    for (const edge of [0.45, 0.73, 1, 1.31, 1.59]) {
      const found = largestFitting((factor) => factor <= edge);
      expect(found).toBeLessThanOrEqual(edge);
      expect(edge - found).toBeLessThan(0.021);
    }
  });

  it("asks only a handful of times", () => {
    let asked = 0;
    largestFitting((factor) => {
      asked += 1;
      return factor <= 0.9;
    });
    expect(asked).toBeLessThanOrEqual(10);
  });
});
