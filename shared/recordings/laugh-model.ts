import type { RoomStats } from "./room-stats";

/** A linear score over a stretch's stats: bias + Σ weight × stat, in log-odds (0 = as likely as not). */
export interface LinearScore {
  bias: number;
  weights: Partial<Record<keyof RoomStats, number>>;
}

/** The lowest score: what a stretch outside LAUGH_LIMITS gets. */
export const REFUSED_SCORE = -20;

/**
 * Hard limits on laughter, whatever its score. Laughter is high-pitched and breathy: a stretch whose
 * low band (150–500 Hz) is this far over its middle band or more is a speaking voice, a bed's bass,
 * or a crowd chanting or roaring (in the fitted sets no real laugh read over +3.4 dB, a stadium's
 * chant +4.5 and more).
 */
export const LAUGH_LIMITS = { lowBandMaxDb: 3 } as const;

/** Each score's terms as a list, made once (a score is taken for every frame of a set). */
const terms = new WeakMap<LinearScore, [keyof RoomStats, number][]>();
function termsOf(model: LinearScore): [keyof RoomStats, number][] {
  let list = terms.get(model);
  if (!list) {
    list = Object.entries(model.weights) as [keyof RoomStats, number][];
    terms.set(model, list);
  }
  return list;
}

export function scoreOf(model: LinearScore, stats: RoomStats): number {
  let sum = model.bias;
  for (const [name, weight] of termsOf(model)) sum += weight * stats[name];
  return Math.max(REFUSED_SCORE, sum);
}

/** The laugh score, REFUSED_SCORE outside LAUGH_LIMITS. */
export function laughScoreOf(model: LinearScore, stats: RoomStats): number {
  return stats.lowBand >= LAUGH_LIMITS.lowBandMaxDb ? REFUSED_SCORE : scoreOf(model, stats);
}

/**
 * The laugh meter's three scores, fitted by `npm run bench:laughs-fit` (bench/laughs/fit-model.ts)
 * to sets that the bench does not score (its own running orders, other seeds): real laughs,
 * applause, crowds and speech from Debian's packages, and the synthesized rooms.
 * - crowd: is this half second a crowd (laughing, clapping, roaring) rather than one voice or a bed?
 * - applause: is this crowd event applause (no voices, broadband, nothing low) rather than laughter?
 * - laugh: is this event (not applause) laughter rather than a voice, a chant or a roar?
 */
export interface LaughModel {
  crowd: LinearScore;
  applause: LinearScore;
  laugh: LinearScore;
}

// Written by bench/laughs/fit-model.ts: run `npm run bench:laughs-fit` to fit again.
// BEGIN FITTED MODEL
export const LAUGH_MODEL: LaughModel = {
  crowd: { bias: 3.685, weights: { rise: 0.122, periodicity: -4.682, periodicityOverBed: -0.482, voiced: -4.459, step: -0.304, crest: -0.781, lowBand: -0.202, highBand: -0.251 } },
  applause: { bias: -6.111, weights: { voiced: 3.842, lowBand: -1.404, highBand: 0.185, rhythm: -5.393 } },
  laugh: { bias: -1.055, weights: { rise: -0.063, periodicity: -17.746, periodicityOverBed: 0.778, voiced: 0.152, step: -0.043, crest: 0.667, lowBand: -0.145, highBand: -0.416, spread: -0.108, seconds: 0.806, rhythm: 3.345 } },
};
// END FITTED MODEL
