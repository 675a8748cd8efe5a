import type { AudioFeatures } from "./audio-features";

/**
 * What the laugh meter knows of a stretch of the room (a half-second window around a frame, or a
 * whole candidate event): averages of the browser's features over its frames. Pure and linear in
 * the number of frames (prefix sums: any stretch's averages are a few reads).
 */
export interface RoomStats {
  /** Mean level over the room's running floor, dB. */
  rise: number;
  /** Share of frames at least LOUD_DB over the floor. */
  loud: number;
  /** Mean periodicity, 0..1: one clear pitch reads high. */
  periodicity: number;
  /**
   * Mean periodicity over the room's own when quiet (its frames near the floor, 30 s around):
   * a music bed or a hum is pitched all the time, and what rises over it is judged against it.
   */
  periodicityOverBed: number;
  /** Share of frames with one clear pitch (periodicity ≥ VOICED). */
  voiced: number;
  /** Mean level change from frame to frame, dB: one voice jumps syllable by syllable. */
  step: number;
  /** Standard deviation of the level, dB. */
  spread: number;
  /** Mean crest, dB: one voice's glottal pulses are impulsive, a crowd's many voices are not. */
  crest: number;
  /** Mean low band over middle band, dB. */
  lowBand: number;
  /** Mean high band over middle band, dB. */
  highBand: number;
  /** How long, seconds (capped at 4: a long laugh is no more a laugh than a 4-second one). */
  seconds: number;
  /**
   * The laugh's rhythm: the share of the level's modulation (1–10 Hz) at 3–7 Hz, where the "ha"
   * pulses of laughter sit, 0..1 (about 0.5 for laughter, 0.3 for applause, a roar or a voice over
   * a bed). Measured on whole events only (the first RHYTHM_FRAMES_MAX frames); RHYTHM_UNKNOWN for
   * a stretch too short to tell.
   */
  rhythm: number;
}

export const ROOM_STAT_NAMES = ["rise", "loud", "periodicity", "periodicityOverBed", "voiced", "step", "spread", "crest", "lowBand", "highBand", "seconds", "rhythm"] as const satisfies readonly (keyof RoomStats)[];

/** A frame this far over the floor is loud (dB). */
export const LOUD_DB = 6;
/** A frame this periodic has one clear pitch. */
export const VOICED = 0.75;
const SECONDS_CAP = 4;
/** The rhythm is read from at most 4 s, and needs 0.8 s (at 50 ms frames). */
const RHYTHM_FRAMES_MAX = 80;
const RHYTHM_FRAMES_MIN = 16;
export const RHYTHM_UNKNOWN = 0.4;
const RHYTHM_BAND_HZ = [3, 7] as const;
const MODULATION_FROM_HZ = 1;

/**
 * The share of the level's modulation at 3–7 Hz (a Hann-windowed DFT of the level, in dB, without
 * its mean): how much of its rise and fall is syllable-paced. O(n²) in the frames it reads (≤ 80).
 */
export function rhythmOf(level: (i: number) => number, from: number, to: number, frameMs: number): number {
  const n = Math.min(to - from, RHYTHM_FRAMES_MAX);
  if (n < RHYTHM_FRAMES_MIN) return RHYTHM_UNKNOWN;
  let mean = 0;
  for (let t = 0; t < n; t++) mean += level(from + t) / n;
  const rate = 1000 / frameMs;
  let band = 0;
  let all = 0;
  for (let k = 1; k < n / 2; k++) {
    const hz = (k * rate) / n;
    if (hz < MODULATION_FROM_HZ) continue;
    let re = 0;
    let im = 0;
    for (let t = 0; t < n; t++) {
      const value = (level(from + t) - mean) * (0.5 - 0.5 * Math.cos((2 * Math.PI * (t + 0.5)) / n));
      re += value * Math.cos((2 * Math.PI * k * t) / n);
      im -= value * Math.sin((2 * Math.PI * k * t) / n);
    }
    const power = re * re + im * im;
    all += power;
    if (hz >= RHYTHM_BAND_HZ[0] && hz <= RHYTHM_BAND_HZ[1]) band += power;
  }
  return all > 0 ? band / all : RHYTHM_UNKNOWN;
}

/**
 * Stand-ins for the band split and crest when a recording has none (measured by a page from
 * before them): typical of a loud stretch of a set, so that their terms weigh about nothing.
 */
const MISSING = { lowBandDb: -6, highBandDb: -8, crestDb: 3.8 } as const;

/** A frame within this of the floor is the room at rest (its bed), dB. */
const BED_DB = 3;
const BED_WINDOW_MS = 30_000;
/** The bed's periodicity where too few quiet frames are near to tell: a quiet room's. */
const BED_PERIODICITY_UNKNOWN = 0.3;

/** Prefix sums of a per-frame value: any stretch's sum is two reads. */
function prefix(n: number, value: (i: number) => number): Float64Array {
  const sums = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) sums[i + 1] = sums[i]! + value(i);
  return sums;
}

export interface RoomReader {
  frames: number;
  frameMs: number;
  /** Level over the floor, per frame (dB). */
  riseAt(frame: number): number;
  periodicityAt(frame: number): number;
  /** The stats of frames [from, to); the rhythm only when `withRhythm` (else RHYTHM_UNKNOWN). */
  stats(from: number, to: number, withRhythm?: boolean): RoomStats;
}

/** Reads a set's features against its running floor (see noiseFloor). */
export function roomReader(features: AudioFeatures, floor: Float32Array): RoomReader {
  const { levelDb, periodicity } = features;
  const n = Math.min(levelDb.length, periodicity.length, floor.length);
  const column = (values: readonly number[], missing: number) => (values.length >= n ? (i: number) => values[i] ?? missing : () => missing);
  const level = (i: number) => levelDb[i] ?? -120;
  const rise = (i: number) => level(i) - floor[i]!;
  const pitch = (i: number) => periodicity[i] ?? 0;
  const low = column(features.lowBandDb, MISSING.lowBandDb);
  const high = column(features.highBandDb, MISSING.highBandDb);
  const crest = column(features.crestDb, MISSING.crestDb);
  // The bed's periodicity around each frame: the mean over the quiet frames within 15 s.
  const quiet = prefix(n, (i) => (rise(i) < BED_DB ? 1 : 0));
  const quietPitch = prefix(n, (i) => (rise(i) < BED_DB ? pitch(i) : 0));
  const reach = Math.round(BED_WINDOW_MS / 2 / features.frameMs);
  const bed = (i: number) => {
    const a = Math.max(0, i - reach);
    const b = Math.min(n, i + reach + 1);
    const count = quiet[b]! - quiet[a]!;
    return count >= 20 ? (quietPitch[b]! - quietPitch[a]!) / count : BED_PERIODICITY_UNKNOWN;
  };
  const sums = {
    rise: prefix(n, rise),
    overBed: prefix(n, (i) => pitch(i) - bed(i)),
    loud: prefix(n, (i) => (rise(i) >= LOUD_DB ? 1 : 0)),
    periodicity: prefix(n, pitch),
    voiced: prefix(n, (i) => (pitch(i) >= VOICED ? 1 : 0)),
    step: prefix(n, (i) => (i > 0 ? Math.abs(level(i) - level(i - 1)) : 0)),
    level: prefix(n, level),
    squares: prefix(n, (i) => level(i) * level(i)),
    crest: prefix(n, crest),
    lowBand: prefix(n, low),
    highBand: prefix(n, high),
  };
  const frameMs = features.frameMs;
  return {
    frames: n,
    frameMs,
    riseAt: rise,
    periodicityAt: pitch,
    stats(from, to, withRhythm = false) {
      const a = Math.max(0, Math.min(n, from));
      const b = Math.max(a + 1, Math.min(n, to));
      const count = b - a;
      const mean = (s: Float64Array) => (s[b]! - s[a]!) / count;
      const average = mean(sums.level);
      return {
        rise: mean(sums.rise),
        loud: mean(sums.loud),
        periodicity: mean(sums.periodicity),
        periodicityOverBed: mean(sums.overBed),
        voiced: mean(sums.voiced),
        step: count > 1 ? (sums.step[b]! - sums.step[a + 1]!) / (count - 1) : 0,
        spread: Math.sqrt(Math.max(0, mean(sums.squares) - average * average)),
        crest: mean(sums.crest),
        lowBand: mean(sums.lowBand),
        highBand: mean(sums.highBand),
        seconds: Math.min(SECONDS_CAP, (count * frameMs) / 1000),
        rhythm: withRhythm ? rhythmOf(level, a, b, frameMs) : RHYTHM_UNKNOWN,
      };
    },
  };
}
