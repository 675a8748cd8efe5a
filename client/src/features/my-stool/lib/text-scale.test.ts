import { describe, expect, it } from "vitest";
import { isLargestScale, isSmallestScale, readTextScale, stepTextScale, textScales } from "./text-scale";

describe("text scale", () => {
  it("reads a stored scale, falling back to the default", () => {
    expect(readTextScale("1.4")).toBe(1.4);
    expect(readTextScale("1.3")).toBe(1);
    expect(readTextScale(null)).toBe(1);
  });

  it("steps through the sizes and stops at the ends", () => {
    expect(stepTextScale(1, 1)).toBe(1.2);
    expect(stepTextScale(1, -1)).toBe(0.85);
    expect(stepTextScale(textScales[0], -1)).toBe(textScales[0]);
    expect(stepTextScale(2, 1)).toBe(2);
    expect(stepTextScale(1.3, 1)).toBe(1.2);
  });

  it("knows the ends", () => {
    expect(isSmallestScale(0.7)).toBe(true);
    expect(isSmallestScale(1)).toBe(false);
    expect(isLargestScale(2)).toBe(true);
    expect(isLargestScale(1.7)).toBe(false);
  });
});
