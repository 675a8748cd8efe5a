import { describe, expect, it } from "vitest";
import { guessBitBoundaries, type GuessedBit } from "./guess-bit-boundaries";

function expectContiguous(guessed: GuessedBit[], durationMs: number) {
  expect(guessed[0]?.startMs).toBe(0);
  expect(guessed[guessed.length - 1]?.endMs).toBe(durationMs);
  guessed.forEach((bit, i) => {
    expect(bit.endMs).toBeGreaterThan(bit.startMs);
    if (i > 0) expect(bit.startMs).toBe(guessed[i - 1]?.endMs);
  });
}

describe("guessBitBoundaries", () => {
  it("scales the estimates to the recording's length", () => {
    const guessed = guessBitBoundaries(120_000, [
      { jokeNoteId: 1, estimatedSeconds: 60 },
      { jokeNoteId: 2, estimatedSeconds: 120 },
      { jokeNoteId: 3, estimatedSeconds: 60 },
    ]);
    expect(guessed).toEqual([
      { jokeNoteId: 1, startMs: 0, endMs: 30_000 },
      { jokeNoteId: 2, startMs: 30_000, endMs: 90_000 },
      { jokeNoteId: 3, startMs: 90_000, endMs: 120_000 },
    ]);
  });

  it("gives an unknown length the known ones' average, and all-unknown bits equal shares", () => {
    const mixed = guessBitBoundaries(90_000, [
      { jokeNoteId: 1, estimatedSeconds: 30 },
      { jokeNoteId: 2, estimatedSeconds: null },
      { jokeNoteId: 3, estimatedSeconds: 60 },
    ]);
    expect(mixed.map((b) => b.endMs - b.startMs)).toEqual([20_000, 30_000, 40_000]);
    const unknown = guessBitBoundaries(10_000, [1, 2, 3].map((jokeNoteId) => ({ jokeNoteId, estimatedSeconds: null })));
    expectContiguous(unknown, 10_000);
    expect(unknown.map((b) => b.endMs - b.startMs)).toEqual([3_333, 3_334, 3_333]);
  });

  it("keeps the same joke twice in order, and covers odd durations exactly", () => {
    const guessed = guessBitBoundaries(61_237, [
      { jokeNoteId: 7, estimatedSeconds: 45 },
      { jokeNoteId: 8, estimatedSeconds: 0 },
      { jokeNoteId: 7, estimatedSeconds: 12.5 },
    ]);
    expect(guessed.map((b) => b.jokeNoteId)).toEqual([7, 8, 7]);
    expectContiguous(guessed, 61_237);
  });

  it("gives each bit at least 1 ms, even with a tiny estimate beside a huge one", () => {
    const guessed = guessBitBoundaries(1_000, [
      { jokeNoteId: 1, estimatedSeconds: 0.0001 },
      { jokeNoteId: 2, estimatedSeconds: 100_000 },
      { jokeNoteId: 3, estimatedSeconds: 0.0001 },
    ]);
    expectContiguous(guessed, 1_000);
  });

  it("answers nothing for no bits or no duration, and leaves out bits that cannot get 1 ms", () => {
    expect(guessBitBoundaries(60_000, [])).toEqual([]);
    expect(guessBitBoundaries(0, [{ jokeNoteId: 1, estimatedSeconds: 10 }])).toEqual([]);
    const squeezed = guessBitBoundaries(2, [1, 2, 3].map((jokeNoteId) => ({ jokeNoteId, estimatedSeconds: 5 })));
    expect(squeezed).toEqual([
      { jokeNoteId: 1, startMs: 0, endMs: 1 },
      { jokeNoteId: 2, startMs: 1, endMs: 2 },
    ]);
  });
});
