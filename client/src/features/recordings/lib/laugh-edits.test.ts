import { describe, expect, it } from "vitest";
import { addLaugh, MIN_LAUGH_MS, moveLaugh, NEW_APPLAUSE_MS, NEW_LAUGH_MS, removeLaugh, resizeLaugh, sortLaughs } from "./laugh-edits";

const laughs = [
  { startMs: 1_000, endMs: 2_000 },
  { startMs: 5_000, endMs: 7_000 },
];

describe("laugh edits", () => {
  it("adds a laugh at a time, in order, and says where it went", () => {
    expect(addLaugh(laughs, 3_000, 60_000)).toEqual({
      laughs: [laughs[0], { startMs: 3_000, endMs: 3_000 + NEW_LAUGH_MS }, laughs[1]],
      index: 1,
    });
  });

  it("adds an applause break as long as one usually lasts", () => {
    expect(addLaugh(laughs, 10_000, 60_000, NEW_APPLAUSE_MS).laughs[2]).toEqual({ startMs: 10_000, endMs: 10_000 + NEW_APPLAUSE_MS });
  });

  it("keeps an added laugh inside the recording", () => {
    expect(addLaugh([], 59_900, 60_000)).toEqual({ laughs: [{ startMs: 60_000 - NEW_LAUGH_MS, endMs: 60_000 }], index: 0 });
    expect(addLaugh([], -40, 60_000).laughs[0]).toEqual({ startMs: 0, endMs: NEW_LAUGH_MS });
    expect(addLaugh([], 0, 1_000).laughs[0]).toEqual({ startMs: 0, endMs: 1_000 });
  });

  it("moves a laugh whole, re-sorting and following it", () => {
    expect(moveLaugh(laughs, 0, 5_000, 60_000)).toEqual({
      laughs: [laughs[1], { startMs: 6_000, endMs: 7_000 }],
      index: 1,
    });
    expect(moveLaugh(laughs, 1, 100_000, 60_000).laughs[1]).toEqual({ startMs: 58_000, endMs: 60_000 });
    expect(moveLaugh(laughs, 0, -5_000, 60_000).laughs[0]).toEqual({ startMs: 0, endMs: 1_000 });
  });

  it("moves one end of a laugh, never shorter than the least", () => {
    expect(resizeLaugh(laughs, 1, "end", 500, 60_000).laughs[1]).toEqual({ startMs: 5_000, endMs: 7_500 });
    expect(resizeLaugh(laughs, 1, "start", -250, 60_000).laughs[1]).toEqual({ startMs: 4_750, endMs: 7_000 });
    expect(resizeLaugh(laughs, 0, "end", -5_000, 60_000).laughs[0]).toEqual({ startMs: 1_000, endMs: 1_000 + MIN_LAUGH_MS });
    expect(resizeLaugh(laughs, 0, "start", 5_000, 60_000).laughs[0]).toEqual({ startMs: 2_000 - MIN_LAUGH_MS, endMs: 2_000 });
    expect(resizeLaugh(laughs, 1, "end", 90_000, 60_000).laughs[1]).toEqual({ startMs: 5_000, endMs: 60_000 });
  });

  it("removes a laugh, and leaves the list alone for an index that is not there", () => {
    expect(removeLaugh(laughs, 0)).toEqual([laughs[1]]);
    expect(moveLaugh(laughs, 7, 100, 60_000)).toEqual({ laughs, index: -1 });
    expect(resizeLaugh(laughs, -1, "end", 100, 60_000)).toEqual({ laughs, index: -1 });
  });

  it("sorts the server's laughs by time", () => {
    expect(sortLaughs([laughs[1]!, laughs[0]!])).toEqual(laughs);
  });
});
