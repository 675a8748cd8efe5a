import { LAUGH_TAIL_MS } from "./recording-limits";
import type { TimeSpan } from "./recording-dto";

export interface BitSegment {
  jokeNoteId: number;
  startMs: number;
  endMs: number;
}

export interface BitMetrics extends BitSegment {
  position: number;
  laughCount: number;
  laughSeconds: number;
  laughsPerMinute: number;
  laughs: TimeSpan[];
  applauseCount: number;
  applause: TimeSpan[];
}

export interface RecordingMetrics {
  laughCount: number;
  laughSeconds: number;
  laughsPerMinute: number;
  laughSecondsPerMinute: number;
  bits: BitMetrics[];
  laughs: TimeSpan[];
  applauseCount: number;
  applause: TimeSpan[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const perMinute = (value: number, ms: number) => (ms > 0 ? round2(value / (ms / 60_000)) : 0);

const byStart = (a: TimeSpan, b: TimeSpan) => a.startMs - b.startMs;

/** Each span credited to the first bit (in time order) whose [startMs, endMs + LAUGH_TAIL_MS) holds its start, by bit position. */
function credit(bits: readonly BitSegment[], spans: readonly TimeSpan[]): Map<number, TimeSpan[]> {
  const order = bits.map((bit, position) => ({ bit, position })).sort((a, b) => a.bit.startMs - b.bit.startMs);
  const credited = new Map<number, TimeSpan[]>(bits.map((_, position) => [position, []]));
  for (const span of spans) {
    const owner = order.find(({ bit }) => span.startMs >= bit.startMs && span.startMs < bit.endMs + LAUGH_TAIL_MS);
    if (owner) credited.get(owner.position)?.push(span);
  }
  return credited;
}

/**
 * The laugh meter's numbers. A laugh (and an applause break) is credited to the first bit
 * segment (in time order) whose [startMs, endMs + LAUGH_TAIL_MS) holds its start: laughter that
 * follows a punchline still counts for that bit after the screen moves on. A bit's LPM is over
 * its own segment; the set's over the whole duration. Laughs a minute count laughs only: an
 * applause break is counted apart. Seconds are rounded to 2 decimals.
 */
export function computeRecordingMetrics(input: {
  durationMs: number;
  bits: readonly BitSegment[];
  laughs: readonly TimeSpan[];
  applause?: readonly TimeSpan[];
}): RecordingMetrics {
  const laughs = [...input.laughs].sort(byStart);
  const applause = [...(input.applause ?? [])].sort(byStart);
  const laughsOf = credit(input.bits, laughs);
  const applauseOf = credit(input.bits, applause);
  const seconds = (list: readonly TimeSpan[]) => round2(list.reduce((sum, l) => sum + (l.endMs - l.startMs), 0) / 1000);
  const bits = input.bits.map((bit, position): BitMetrics => {
    const own = laughsOf.get(position) ?? [];
    const clapped = applauseOf.get(position) ?? [];
    return {
      jokeNoteId: bit.jokeNoteId,
      startMs: bit.startMs,
      endMs: bit.endMs,
      position,
      laughCount: own.length,
      laughSeconds: seconds(own),
      laughsPerMinute: perMinute(own.length, bit.endMs - bit.startMs),
      laughs: own,
      applauseCount: clapped.length,
      applause: clapped,
    };
  });
  const total = seconds(laughs);
  return {
    laughCount: laughs.length,
    laughSeconds: total,
    laughsPerMinute: perMinute(laughs.length, input.durationMs),
    laughSecondsPerMinute: perMinute(total, input.durationMs),
    bits,
    laughs,
    applauseCount: applause.length,
    applause,
  };
}
