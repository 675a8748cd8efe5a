import { describe, expect, it } from "vitest";
import { parseDurationText } from "./duration-text";

describe("parseDurationText", () => {
  it("reads minutes, m:ss and h:mm:ss", () => {
    expect(parseDurationText("7")).toBe(420);
    expect(parseDurationText(" 4:05 ")).toBe(245);
    expect(parseDurationText("0:42")).toBe(42);
    expect(parseDurationText("1:02:03")).toBe(3723);
  });
  it("takes blank as no length", () => {
    expect(parseDurationText("  ")).toBeNull();
  });
  it("refuses what is not a length, and lengths out of range", () => {
    for (const bad of ["abc", "4:5", "4:60", "1:60:00", "-3", "0", "0:00", "11:00:00", "4.5"]) {
      expect(parseDurationText(bad), bad).toBeUndefined();
    }
  });
});
