import type { RecordingBit } from "@shared/recordings/recording-dto";

export interface JokeLaughs {
  laughCount: number;
  /** Applause breaks over all its segments. */
  applauseCount: number;
  laughSeconds: number;
  laughsPerMinute: number;
  /** How long the joke was on screen, all its segments together. */
  ms: number;
}

/** Each joke's laughs over the whole set: a bit performed in two segments sums them (its rate over both). */
export function laughsPerJoke(bits: readonly RecordingBit[]): Map<number, JokeLaughs> {
  const sums = new Map<number, JokeLaughs>();
  for (const bit of bits) {
    const sum = sums.get(bit.jokeNoteId) ?? { laughCount: 0, applauseCount: 0, laughSeconds: 0, laughsPerMinute: 0, ms: 0 };
    sum.laughCount += bit.laughCount;
    sum.applauseCount += bit.applauseCount;
    sum.laughSeconds = Math.round((sum.laughSeconds + bit.laughSeconds) * 100) / 100;
    sum.ms += Math.max(0, bit.endMs - bit.startMs);
    sum.laughsPerMinute = sum.ms > 0 ? Math.round((sum.laughCount / (sum.ms / 60_000)) * 100) / 100 : 0;
    sums.set(bit.jokeNoteId, sum);
  }
  return sums;
}
