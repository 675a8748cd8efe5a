import { describe, expect, it } from "vitest";
import { guessBitBoundaries } from "./guess-bit-boundaries";

describe("guessBitBoundaries", () => {
  it("shares the recording in proportion to each bit's estimate, contiguous and covering it all", () => {
    const guess = guessBitBoundaries(60_000, [
      { jokeNoteId: 1, estimatedSeconds: 10 },
      { jokeNoteId: 2, estimatedSeconds: 20 },
      { jokeNoteId: 3, estimatedSeconds: 30 },
    ]);
    expect(guess).toEqual([
      { jokeNoteId: 1, startMs: 0, endMs: 10_000 },
      { jokeNoteId: 2, startMs: 10_000, endMs: 30_000 },
      { jokeNoteId: 3, startMs: 30_000, endMs: 60_000 },
    ]);
  });

  it("scales the estimates to the recording's real length", () => {
    const guess = guessBitBoundaries(90_000, [
      { jokeNoteId: 1, estimatedSeconds: 30 },
      { jokeNoteId: 2, estimatedSeconds: 30 },
    ]);
    expect(guess.map((b) => [b.startMs, b.endMs])).toEqual([
      [0, 45_000],
      [45_000, 90_000],
    ]);
  });

  it("gives a bit without an estimate the average of the others", () => {
    const guess = guessBitBoundaries(30_000, [
      { jokeNoteId: 1, estimatedSeconds: 10 },
      { jokeNoteId: 2, estimatedSeconds: null },
      { jokeNoteId: 3, estimatedSeconds: 10 },
    ]);
    expect(guess.map((b) => b.endMs - b.startMs)).toEqual([10_000, 10_000, 10_000]);
  });

  it("shares equally when nothing is estimated, and keeps a bit shown twice twice", () => {
    const guess = guessBitBoundaries(1_000, [
      { jokeNoteId: 4, estimatedSeconds: null },
      { jokeNoteId: 4, estimatedSeconds: 0 },
    ]);
    expect(guess).toEqual([
      { jokeNoteId: 4, startMs: 0, endMs: 500 },
      { jokeNoteId: 4, startMs: 500, endMs: 1_000 },
    ]);
  });

  it("keeps every bit at least 1 ms long, even a tiny one in a short recording", () => {
    const guess = guessBitBoundaries(3, [
      { jokeNoteId: 1, estimatedSeconds: 1000 },
      { jokeNoteId: 2, estimatedSeconds: 1 },
      { jokeNoteId: 3, estimatedSeconds: 1 },
    ]);
    expect(guess).toEqual([
      { jokeNoteId: 1, startMs: 0, endMs: 1 },
      { jokeNoteId: 2, startMs: 1, endMs: 2 },
      { jokeNoteId: 3, startMs: 2, endMs: 3 },
    ]);
  });

  it("guesses nothing without bits, or when the recording is too short to hold them", () => {
    expect(guessBitBoundaries(10_000, [])).toEqual([]);
    expect(guessBitBoundaries(1, [{ jokeNoteId: 1, estimatedSeconds: 5 }, { jokeNoteId: 2, estimatedSeconds: 5 }])).toEqual([]);
  });
});
