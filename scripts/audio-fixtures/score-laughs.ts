import { computeRecordingMetrics, type BitSegment } from "../../shared/recordings/recording-metrics";
import type { TimeSpan } from "../../shared/recordings/recording-dto";

export interface EventScore {
  truePositives: number;
  precision: number;
  recall: number;
}

/** Laugh events matched one to one: a found laugh counts when it starts within `toleranceMs` of a true one. */
export function scoreEvents(truth: readonly TimeSpan[], found: readonly TimeSpan[], toleranceMs = 500): EventScore {
  const used = new Set<number>();
  let truePositives = 0;
  for (const laugh of truth) {
    let best = -1;
    for (let i = 0; i < found.length; i++) {
      const candidate = found[i];
      if (!candidate || used.has(i) || Math.abs(candidate.startMs - laugh.startMs) > toleranceMs) continue;
      if (best < 0 || Math.abs(candidate.startMs - laugh.startMs) < Math.abs((found[best]?.startMs ?? 0) - laugh.startMs)) best = i;
    }
    if (best >= 0) {
      used.add(best);
      truePositives++;
    }
  }
  return {
    truePositives,
    precision: found.length === 0 ? (truth.length === 0 ? 1 : 0) : truePositives / found.length,
    recall: truth.length === 0 ? 1 : truePositives / truth.length,
  };
}

export interface BitCounts {
  truth: number[];
  found: number[];
  /** found − truth per bit. */
  errors: number[];
}

/** Per-bit laugh counts by the metrics rule, for the true laughs and the found ones. */
export function bitCounts(durationMs: number, bits: readonly BitSegment[], truth: readonly TimeSpan[], found: readonly TimeSpan[]): BitCounts {
  const count = (laughs: readonly TimeSpan[]) => computeRecordingMetrics({ durationMs, bits, laughs }).bits.map((b) => b.laughCount);
  const t = count(truth);
  const f = count(found);
  return { truth: t, found: f, errors: f.map((v, i) => v - (t[i] ?? 0)) };
}

/**
 * Events matched one to one by overlap: a found event counts for a true one when the two overlap,
 * each widened by `slackMs` (the rule for the real sets: a found laugh overlapping a
 * true one, 0.5 s slack). Each true event takes the first unused found event that overlaps it.
 */
export function scoreByOverlap(truth: readonly TimeSpan[], found: readonly TimeSpan[], slackMs = 500): EventScore {
  const used = new Set<number>();
  let truePositives = 0;
  for (const event of truth) {
    const i = found.findIndex((f, k) => !used.has(k) && f.startMs < event.endMs + slackMs && event.startMs < f.endMs + slackMs);
    if (i >= 0) {
      used.add(i);
      truePositives++;
    }
  }
  return {
    truePositives,
    precision: found.length === 0 ? (truth.length === 0 ? 1 : 0) : truePositives / found.length,
    recall: truth.length === 0 ? 1 : truePositives / truth.length,
  };
}

/** How many found events overlap any of `spans` at all. */
export const countOverlapping = (found: readonly TimeSpan[], spans: readonly TimeSpan[]) =>
  found.filter((f) => spans.some((s) => f.startMs < s.endMs && s.startMs < f.endMs)).length;
