import { describe, expect, it } from "vitest";
import { correctionsBetween } from "./mark-corrections";

const span = (startMs: number, endMs: number) => ({ startMs, endMs });

describe("correctionsBetween", () => {
  it("finds nothing when nothing changed, in whatever order the marks come", () => {
    expect(correctionsBetween([span(1_000, 2_000), span(5_000, 6_000)], [span(5_000, 6_000), span(1_000, 2_000)])).toEqual([]);
  });

  it("tells a laugh added, one moved and one removed", () => {
    const before = [span(1_000, 2_000), span(5_000, 6_000), span(9_000, 10_000)];
    const after = [span(1_000, 2_000), span(5_250, 6_250), span(12_000, 13_500)];
    expect(correctionsBetween(before, after)).toEqual([
      { change: "moved", startMs: 5_250, endMs: 6_250, fromStartMs: 5_000, fromEndMs: 6_000 },
      { change: "removed", startMs: 9_000, endMs: 10_000 },
      { change: "added", startMs: 12_000, endMs: 13_500 },
    ]);
  });

  it("pairs a move with the old mark it overlaps most", () => {
    const before = [span(1_000, 3_000), span(3_100, 3_600)];
    const after = [span(1_500, 3_500)];
    expect(correctionsBetween(before, after)).toEqual([
      { change: "moved", startMs: 1_500, endMs: 3_500, fromStartMs: 1_000, fromEndMs: 3_000 },
      { change: "removed", startMs: 3_100, endMs: 3_600 },
    ]);
  });

  it("reads everything removed, or everything added", () => {
    expect(correctionsBetween([span(0, 500)], [])).toEqual([{ change: "removed", startMs: 0, endMs: 500 }]);
    expect(correctionsBetween([], [span(0, 500)])).toEqual([{ change: "added", startMs: 0, endMs: 500 }]);
  });
});
