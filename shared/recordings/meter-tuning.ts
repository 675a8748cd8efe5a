import type { TimeSpan } from "./recording-dto";

/**
 * The laugh meter's thresholds: which candidate events (laugh-detector.ts) count as laughs and
 * which as applause. The default suits most rooms; a comedian's own corrections fit them to
 * theirs (fitTuning). Pure: this file imports no detector, only the candidates' shape.
 */
export interface MeterTuning {
  /** A candidate is a laugh from this laugh score (log-odds) up. */
  laughScore: number;
  /** A candidate is applause from this applause score up (applause is decided first). */
  applauseScore: number;
  /** A laugh is at least this far over the room's floor on average (dB). */
  minRiseDb: number;
  /** A laugh lasts this long at least (ms). */
  minLaughMs: number;
}

export const DEFAULT_TUNING: MeterTuning = { laughScore: -0.75, applauseScore: 2.2, minRiseDb: 6, minLaughMs: 400 };

/** An applause break lasts this long at least (ms); closer ones are one. */
export const MIN_APPLAUSE_MS = 1_000;
export const APPLAUSE_GAP_MS = 1_000;

/** What the detector heard of a stretch (see laugh-detector.ts): where, and its scores. */
export interface CandidateScores {
  startMs: number;
  endMs: number;
  laughScore: number;
  applauseScore: number;
  riseDb: number;
}

/** Whether a candidate counts as applause, as a laugh, or as neither, under a tuning. */
export function markOf(candidate: CandidateScores, tuning: MeterTuning): "applause" | "laugh" | null {
  const length = candidate.endMs - candidate.startMs;
  if (candidate.applauseScore >= tuning.applauseScore && candidate.applauseScore > candidate.laughScore && length >= MIN_APPLAUSE_MS) return "applause";
  if (candidate.laughScore >= tuning.laughScore && candidate.riseDb >= tuning.minRiseDb && length >= tuning.minLaughMs) return "laugh";
  return null;
}

/** A set the comedian corrected: what the detector heard, and the marks the comedian left. */
export interface CorrectedSet {
  /** The show's venue, when the recording is a logged show's. */
  venue: string | null;
  candidates: readonly CandidateScores[];
  laughs: readonly TimeSpan[];
  applause: readonly TimeSpan[];
}

/** The meter learns from this many corrected sets (of a venue, for that venue's own tuning). */
export const MIN_CORRECTED_SETS = 2;

/** The thresholds tried (the default's own among them, so that the default can be kept as it is). */
const withDefault = (values: number[], value: number) => [...new Set([...values, value])].sort((a, b) => a - b);
const GRID = {
  laughScore: withDefault(range(-4, 4, 0.25), DEFAULT_TUNING.laughScore),
  applauseScore: withDefault(range(-1, 6, 0.25), DEFAULT_TUNING.applauseScore),
  minRiseDb: withDefault([3, 4, 5, 6, 7, 8, 10, 12, 15], DEFAULT_TUNING.minRiseDb),
  minLaughMs: withDefault([250, 400, 600, 800, 1_000], DEFAULT_TUNING.minLaughMs),
};
/** How far a tuning is from the default, each threshold by its own step: ties go to the nearest. */
const SCALE: MeterTuning = { laughScore: 0.25, applauseScore: 0.25, minRiseDb: 1, minLaughMs: 200 };

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) values.push(Math.round((from + i * step) * 100) / 100);
  return values;
}

const overlaps = (a: TimeSpan, b: TimeSpan) => a.startMs < b.endMs && b.startMs < a.endMs;

/** For each corrected mark, the candidates (by index, in order) that overlap it: worked out once per set. */
interface Overlaps {
  laughs: number[][];
  applause: number[][];
}
const overlapsOf = new WeakMap<CorrectedSet, Overlaps>();
function overlapsFor(set: CorrectedSet): Overlaps {
  let found = overlapsOf.get(set);
  if (!found) {
    const candidatesOver = (mark: TimeSpan) => set.candidates.flatMap((c, i) => (overlaps(c, mark) ? [i] : []));
    found = { laughs: set.laughs.map(candidatesOver), applause: set.applause.map(candidatesOver) };
    overlapsOf.set(set, found);
  }
  return found;
}

/**
 * Marks that match no corrected mark, plus corrected marks no mark matches: each corrected mark
 * takes the first marked candidate that overlaps it and no earlier mark took (one to one).
 */
function mistakes(marked: Uint8Array, markedCount: number, corrected: number[][]): number {
  const used = new Set<number>();
  let matched = 0;
  for (const over of corrected) {
    const i = over.find((k) => marked[k] === 1 && !used.has(k));
    if (i !== undefined) {
      used.add(i);
      matched++;
    }
  }
  return markedCount - matched + (corrected.length - matched);
}

function distance(tuning: MeterTuning): number {
  return (Object.keys(SCALE) as (keyof MeterTuning)[]).reduce((sum, k) => sum + Math.abs(tuning[k] - DEFAULT_TUNING[k]) / SCALE[k], 0);
}

/** The tuning's mistakes over the sets: laughs and applause breaks found wrongly or missed. */
export function tuningMistakes(sets: readonly CorrectedSet[], tuning: MeterTuning, only?: "laugh" | "applause"): number {
  let total = 0;
  for (const set of sets) {
    const n = set.candidates.length;
    const laughs = new Uint8Array(n);
    const applause = new Uint8Array(n);
    let laughCount = 0;
    let applauseCount = 0;
    set.candidates.forEach((candidate, i) => {
      const mark = markOf(candidate, tuning);
      if (mark === "laugh") {
        laughs[i] = 1;
        laughCount++;
      } else if (mark === "applause") {
        applause[i] = 1;
        applauseCount++;
      }
    });
    const over = overlapsFor(set);
    if (only !== "applause") total += mistakes(laughs, laughCount, over.laughs);
    if (only !== "laugh") total += mistakes(applause, applauseCount, over.applause);
  }
  return total;
}

/** The best of `options` (fewest mistakes, then nearest the default): the same sets give the same choice. */
function best(options: MeterTuning[], score: (t: MeterTuning) => number): MeterTuning {
  let chosen = options[0]!;
  let chosenScore = Infinity;
  for (const option of options) {
    const s = score(option);
    if (s < chosenScore || (s === chosenScore && distance(option) < distance(chosen))) {
      chosen = option;
      chosenScore = s;
    }
  }
  return chosen;
}

/**
 * The thresholds that fit a comedian's corrected sets best: first where applause starts (against
 * the applause breaks they left, and the laughs that must not be taken for applause), then the
 * laugh thresholds. Of equally good tunings, the one nearest the default. Pure and deterministic:
 * the same corrections (in any order) give the same tuning.
 */
export function fitTuning(sets: readonly CorrectedSet[]): MeterTuning {
  if (sets.length === 0) return DEFAULT_TUNING;
  const applauseScore = best(
    GRID.applauseScore.map((a) => ({ ...DEFAULT_TUNING, applauseScore: a })),
    (t) => tuningMistakes(sets, t),
  ).applauseScore;
  const laughOptions: MeterTuning[] = [];
  for (const laughScore of GRID.laughScore)
    for (const minRiseDb of GRID.minRiseDb) for (const minLaughMs of GRID.minLaughMs) laughOptions.push({ laughScore, applauseScore, minRiseDb, minLaughMs });
  return best(laughOptions, (t) => tuningMistakes(sets, t, "laugh"));
}

/** What the meter uses for a comedian: their own tuning once they corrected enough sets, else the default. */
export interface LearnedTuning {
  tuning: MeterTuning;
  /** How many corrected sets it was fitted to (0: the default). */
  sets: number;
  /** The venue it was fitted to; null when fitted to all their sets (or the default). */
  venue: string | null;
}

const venueKey = (venue: string) => venue.trim().toLocaleLowerCase("en");

/**
 * The tuning for a set at `venue` (null: not known): fitted to the comedian's corrected sets at
 * that venue when there are MIN_CORRECTED_SETS of them, else to all their corrected sets when
 * there are that many, else the default.
 */
export function tuningFor(sets: readonly CorrectedSet[], venue: string | null): LearnedTuning {
  if (venue !== null && venue.trim() !== "") {
    const here = sets.filter((s) => s.venue !== null && venueKey(s.venue) === venueKey(venue));
    if (here.length >= MIN_CORRECTED_SETS) return { tuning: fitTuning(here), sets: here.length, venue: here[0]!.venue };
  }
  if (sets.length >= MIN_CORRECTED_SETS) return { tuning: fitTuning(sets), sets: sets.length, venue: null };
  return { tuning: DEFAULT_TUNING, sets: 0, venue: null };
}
