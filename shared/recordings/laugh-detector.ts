import type { AudioFeatures } from "./audio-features";
import type { TimeSpan } from "./recording-dto";

/**
 * The laugh meter's tuning. Crowd laughter is many voices at once: loud over the room's floor,
 * steady in level over half a second, and without one clear pitch. The comedian's voice (and a
 * shouted line) is one voice: clearly pitched frames, and a level that jumps syllable by syllable.
 */
export const LAUGH_TUNING = {
  /** The room's floor: this low percentile of the level over this long a window. */
  floorPercentile: 0.1,
  floorWindowMs: 30_000,
  /** A frame is loud when this far over the floor (dB). */
  riseDb: 6,
  /** A frame is voiced (one clear pitch) at this periodicity. */
  voicedPeriodicity: 0.75,
  /** Each frame is judged on the half second around it. */
  windowMs: 500,
  minLoudFraction: 0.75,
  maxVoicedFraction: 0.1,
  maxLevelSdDb: 4,
  maxMeanPeriodicity: 0.58,
  /** Laughs closer than this merge; shorter than this are dropped. */
  mergeGapMs: 300,
  minLaughMs: 400,
} as const;

const BIN_DB = 0.5;
const BINS = Math.round(120 / BIN_DB) + 1;
const binOf = (db: number) => Math.max(0, Math.min(BINS - 1, Math.round((db + 120) / BIN_DB)));

/** The running low percentile of the level (a histogram slid over the frames), in dB. */
export function noiseFloor(levelDb: readonly number[], frameMs: number, tuning = LAUGH_TUNING): Float32Array {
  const n = levelDb.length;
  const floor = new Float32Array(n);
  if (n === 0) return floor;
  const half = Math.max(1, Math.round(tuning.floorWindowMs / frameMs / 2));
  const hop = Math.max(1, Math.round(1000 / frameMs));
  const histogram = new Int32Array(BINS);
  let from = 0;
  let to = 0;
  let previousCentre = 0;
  let previousValue = 0;
  for (let centre = 0; ; centre = Math.min(n - 1, centre + hop)) {
    const wantFrom = Math.max(0, centre - half);
    const wantTo = Math.min(n, centre + half + 1);
    while (to < wantTo) histogram[binOf(levelDb[to++] ?? -120)]!++;
    while (from < wantFrom) histogram[binOf(levelDb[from++] ?? -120)]!--;
    const rank = Math.floor((to - from) * tuning.floorPercentile);
    let seen = 0;
    let bin = 0;
    for (; bin < BINS - 1; bin++) {
      seen += histogram[bin]!;
      if (seen > rank) break;
    }
    const value = bin * BIN_DB - 120;
    if (centre === 0) floor[0] = value;
    // Linear between one measured frame and the next.
    for (let i = previousCentre + 1; i <= centre; i++) floor[i] = previousValue + ((value - previousValue) * (i - previousCentre)) / (centre - previousCentre);
    previousCentre = centre;
    previousValue = value;
    if (centre === n - 1) break;
  }
  return floor;
}

/** Prefix sums of a per-frame value, so any window's sum is two reads. */
function prefix(n: number, value: (i: number) => number): Float64Array {
  const sums = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) sums[i + 1] = sums[i]! + value(i);
  return sums;
}

/** Runs of true frames as spans (ms), widened by `pad` frames each side. */
function runs(flags: Uint8Array, frameMs: number, pad: number): TimeSpan[] {
  const spans: TimeSpan[] = [];
  let i = 0;
  while (i < flags.length) {
    if (!flags[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < flags.length && flags[j]) j++;
    spans.push({ startMs: Math.max(0, i - pad) * frameMs, endMs: Math.min(flags.length, j + pad) * frameMs });
    i = j;
  }
  return spans;
}

/** Merges spans closer than `gapMs`, then drops those shorter than `minMs`. */
export function tidySpans(spans: readonly TimeSpan[], gapMs: number, minMs: number): TimeSpan[] {
  const sorted = [...spans].sort((a, b) => a.startMs - b.startMs);
  const merged: TimeSpan[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.startMs - last.endMs < gapMs) last.endMs = Math.max(last.endMs, span.endMs);
    else merged.push({ ...span });
  }
  return merged.filter((span) => span.endMs - span.startMs >= minMs);
}

/**
 * Finds the crowd's laughs in a set's features: sorted, non-overlapping spans in ms. Adapts to
 * the room through its running noise floor; linear in the number of frames.
 */
export function detectLaughs(features: AudioFeatures, tuning = LAUGH_TUNING): TimeSpan[] {
  const { frameMs, levelDb, periodicity } = features;
  const n = Math.min(levelDb.length, periodicity.length);
  if (n === 0) return [];
  const floor = noiseFloor(levelDb, frameMs, tuning);
  const level = (i: number) => levelDb[i] ?? -120;
  const loud = prefix(n, (i) => (level(i) - floor[i]! >= tuning.riseDb ? 1 : 0));
  const voiced = prefix(n, (i) => ((periodicity[i] ?? 0) >= tuning.voicedPeriodicity ? 1 : 0));
  const pitch = prefix(n, (i) => periodicity[i] ?? 0);
  const sum = prefix(n, level);
  const squares = prefix(n, (i) => level(i) * level(i));
  const width = Math.max(3, Math.round(tuning.windowMs / frameMs));
  const before = Math.floor(width / 2);
  const flags = new Uint8Array(n);
  for (let i = before; i + width - before <= n; i++) {
    const a = i - before;
    const b = a + width;
    if (loud[b]! - loud[a]! < tuning.minLoudFraction * width) continue;
    if (voiced[b]! - voiced[a]! > tuning.maxVoicedFraction * width) continue;
    if (pitch[b]! - pitch[a]! > tuning.maxMeanPeriodicity * width) continue;
    const mean = (sum[b]! - sum[a]!) / width;
    const variance = (squares[b]! - squares[a]!) / width - mean * mean;
    if (variance > tuning.maxLevelSdDb * tuning.maxLevelSdDb) continue;
    flags[i] = 1;
  }
  return tidySpans(runs(flags, frameMs, before), tuning.mergeGapMs, tuning.minLaughMs);
}
