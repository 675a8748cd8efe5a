import { describe, expect, it } from "vitest";
import { bitSegments, markBit, type ScreenMark } from "./bit-timeline";

const marksOf = (...steps: [number, number][]): ScreenMark[] => steps.reduce<ScreenMark[]>((marks, [id, at]) => markBit(marks, id, at), []);

describe("markBit", () => {
  it("notes each bit as it comes on screen", () => {
    expect(marksOf([1, 0], [2, 4000], [3, 9000])).toEqual([
      { jokeNoteId: 1, startMs: 0 },
      { jokeNoteId: 2, startMs: 4000 },
      { jokeNoteId: 3, startMs: 9000 },
    ]);
  });

  it("ignores the same bit shown again with nothing between", () => {
    expect(marksOf([1, 0], [1, 500], [2, 1000])).toEqual([
      { jokeNoteId: 1, startMs: 0 },
      { jokeNoteId: 2, startMs: 1000 },
    ]);
  });

  it("keeps time moving forward and rounds to whole ms", () => {
    expect(marksOf([1, 100.6], [2, 50])).toEqual([
      { jokeNoteId: 1, startMs: 101 },
      { jokeNoteId: 2, startMs: 101 },
    ]);
  });
});

describe("bitSegments", () => {
  it("makes each bit last until the next appears, the last until the recording stops", () => {
    expect(bitSegments(marksOf([1, 0], [2, 4000], [3, 9000]), 12_000)).toEqual([
      { jokeNoteId: 1, startMs: 0, endMs: 4000 },
      { jokeNoteId: 2, startMs: 4000, endMs: 9000 },
      { jokeNoteId: 3, startMs: 9000, endMs: 12_000 },
    ]);
  });

  it("gives a bit gone back to a segment of its own", () => {
    expect(bitSegments(marksOf([1, 0], [2, 3000], [1, 5000], [2, 6000]), 8000)).toEqual([
      { jokeNoteId: 1, startMs: 0, endMs: 3000 },
      { jokeNoteId: 2, startMs: 3000, endMs: 5000 },
      { jokeNoteId: 1, startMs: 5000, endMs: 6000 },
      { jokeNoteId: 2, startMs: 6000, endMs: 8000 },
    ]);
  });

  it("drops stretches of no length, past the end, and jokes not saved yet", () => {
    expect(bitSegments(marksOf([1, 0], [2, 0], [-5, 1000], [3, 2000], [4, 9000]), 5000)).toEqual([
      { jokeNoteId: 2, startMs: 0, endMs: 1000 },
      { jokeNoteId: 3, startMs: 2000, endMs: 5000 },
    ]);
  });

  it("has nothing for a recording with no bits or no length", () => {
    expect(bitSegments([], 5000)).toEqual([]);
    expect(bitSegments(marksOf([1, 0]), 0)).toEqual([]);
  });
});
