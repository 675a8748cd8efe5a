import { describe, expect, it } from "vitest";
import type { RecordingBit } from "@shared/recordings/recording-dto";
import { laughsPerJoke } from "./laughs-per-joke";

const bit = (jokeNoteId: number, startMs: number, endMs: number, laughCount: number, laughSeconds: number, applauseCount = 0): RecordingBit => ({
  jokeNoteId,
  position: 0,
  startMs,
  endMs,
  laughCount,
  laughSeconds,
  laughsPerMinute: 0,
  laughs: [],
  applauseCount,
  applause: [],
});

describe("laughsPerJoke", () => {
  it("sums a joke's segments, its rate over their time together", () => {
    const sums = laughsPerJoke([bit(1, 0, 30_000, 2, 3, 1), bit(2, 30_000, 60_000, 0, 0), bit(1, 60_000, 90_000, 1, 1.5, 1)]);
    expect(sums.get(1)).toEqual({ laughCount: 3, applauseCount: 2, laughSeconds: 4.5, laughsPerMinute: 3, ms: 60_000 });
    expect(sums.get(2)).toEqual({ laughCount: 0, applauseCount: 0, laughSeconds: 0, laughsPerMinute: 0, ms: 30_000 });
    expect(sums.has(3)).toBe(false);
  });
});
