import { describe, expect, it } from "vitest";
import { levelEnvelope } from "./recording-envelope";

describe("levelEnvelope", () => {
  it("gathers 50 ms frames into 250 ms points of mean power", () => {
    const levelDb = [-20, -20, -20, -20, -20, -10, -10, -10, -10, -10, -60];
    const { envelope, envelopeFrameMs } = levelEnvelope({ frameMs: 50, levelDb });
    expect(envelopeFrameMs).toBe(250);
    expect(envelope).toEqual([-20, -10, -60]);
  });

  it("averages power, not decibels: a loud frame lifts its point", () => {
    const { envelope } = levelEnvelope({ frameMs: 125, levelDb: [0, -120] });
    expect(envelope).toEqual([-3]);
  });

  it("keeps frames longer than a point as they are, and reads nothing as nothing", () => {
    expect(levelEnvelope({ frameMs: 500, levelDb: [-30.04, -120] })).toEqual({ envelope: [-30, -120], envelopeFrameMs: 500 });
    expect(levelEnvelope({ frameMs: 50, levelDb: [] })).toEqual({ envelope: [], envelopeFrameMs: 250 });
  });

  it("makes a 60-minute set's envelope of 14,400 points quickly", () => {
    const levelDb = Array.from({ length: 72_000 }, (_, i) => -40 + 20 * Math.sin(i / 100));
    const started = performance.now();
    const { envelope } = levelEnvelope({ frameMs: 50, levelDb });
    expect(envelope).toHaveLength(14_400);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
