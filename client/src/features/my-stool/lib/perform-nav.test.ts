import { describe, expect, it } from "vitest";
import { canStep, positionLabel, stepIndex } from "./perform-nav";

describe("stepIndex", () => {
  it("steps forward and back, wrapping at both ends", () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(1, 3, -1)).toBe(0);
  });

  it("stays put with one joke or none", () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, -1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
    expect(stepIndex(0, 0, -1)).toBe(0);
  });
});

describe("position and stepping", () => {
  it("reads n of total", () => {
    expect(positionLabel(0, 3)).toBe("1 of 3");
    expect(positionLabel(2, 3)).toBe("3 of 3");
  });

  it("allows stepping only with two jokes or more", () => {
    expect(canStep(0)).toBe(false);
    expect(canStep(1)).toBe(false);
    expect(canStep(2)).toBe(true);
  });
});
