import { describe, expect, it } from "vitest";
import { envelopeFromLevels, envelopePath, percentOf, pointerToMs } from "./timeline-geometry";

describe("timeline geometry", () => {
  it("places a time across the recording, kept inside it", () => {
    expect(percentOf(15_000, 60_000)).toBe(25);
    expect(percentOf(90_000, 60_000)).toBe(100);
    expect(percentOf(-1, 60_000)).toBe(0);
    expect(percentOf(10, 0)).toBe(0);
  });

  it("turns a pointer's place into a time", () => {
    expect(pointerToMs(150, 100, 200, 60_000)).toBe(15_000);
    expect(pointerToMs(20, 100, 200, 60_000)).toBe(0);
    expect(pointerToMs(999, 100, 200, 60_000)).toBe(60_000);
    expect(pointerToMs(150, 100, 0, 60_000)).toBe(0);
  });

  it("draws the envelope mirrored about the middle, silence flat and full level to the edges", () => {
    expect(envelopePath([-60, 0], 500, 1_000)).toBe("M250,50L750,0L750,100L250,50Z");
    expect(envelopePath([-90], 1_000, 1_000)).toBe("M500,50L500,50Z");
    expect(envelopePath([], 1_000, 1_000)).toBe("");
  });

  it("keeps each run's loudest frame when thinning the levels", () => {
    expect(envelopeFromLevels([-50, -20, -40, -30, -10], 50, 2)).toEqual({ envelope: [-20, -10], envelopeFrameMs: 150 });
    expect(envelopeFromLevels([-50, -20], 50, 10)).toEqual({ envelope: [-50, -20], envelopeFrameMs: 50 });
  });
});
