import type { AudioFeatures } from "./audio-features";
import { LAUGH_MODEL, laughScoreOf, scoreOf, type LaughModel } from "./laugh-model";
import { APPLAUSE_GAP_MS, DEFAULT_TUNING, markOf, MIN_APPLAUSE_MS, type CandidateScores, type MeterTuning } from "./meter-tuning";
import type { TimeSpan } from "./recording-dto";
import { LOUD_DB, roomReader, VOICED, type RoomReader, type RoomStats } from "./room-stats";

/**
 * How the meter reads a room. Crowd sound is many voices at once (or many hands): loud over the
 * room's floor, without the one clear pitch, syllable jumps and glottal clicks of a single voice.
 * Each half second is scored as crowd or not (LAUGH_MODEL.crowd); runs of crowd become candidate
 * events; each candidate is then scored as applause and as laughter, and the comedian's tuning
 * (meter-tuning.ts) decides which it is.
 */
export const DETECTOR = {
  /** The room's floor: this low percentile of the level over this long a window. */
  floorPercentile: 0.15,
  floorWindowMs: 30_000,
  /** Each frame is judged on the half second around it. */
  windowMs: 500,
  /** A frame's half second must be this far over the floor to be heard as crowd at all (dB), and the frame itself this far. */
  frameRiseDb: 5,
  frameOwnRiseDb: 3,
  pauseDb: 15,
  /** Crowd runs closer than this are one candidate; shorter than this are none. */
  mergeGapMs: 200,
  minCandidateMs: 300,
  /** Applause marks closer than this are one applause break; an applause break lasts this long at least. */
  /** A laugh's start is carried back at most this far (its onset is sharp; what precedes it is the punchline's tail). */
  growBackMs: 250,
  applauseGapMs: 1_000,
  minApplauseMs: 1_000,
} as const;

const BIN_DB = 0.5;
const BINS = Math.round(120 / BIN_DB) + 1;
const binOf = (db: number) => Math.max(0, Math.min(BINS - 1, Math.round((db + 120) / BIN_DB)));

/** The running low percentile of the level (a histogram slid over the frames), in dB. */
export function noiseFloor(levelDb: readonly number[], frameMs: number, settings: Pick<typeof DETECTOR, "floorPercentile" | "floorWindowMs"> = DETECTOR): Float32Array {
  const n = levelDb.length;
  const floor = new Float32Array(n);
  if (n === 0) return floor;
  const half = Math.max(1, Math.round(settings.floorWindowMs / frameMs / 2));
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
    const rank = Math.floor((to - from) * settings.floorPercentile);
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
 * A stretch of crowd sound the meter heard, with what it made of it: kept with the recording so
 * that the comedian's corrections can later tune which candidates count (meter-tuning.ts).
 */
export interface Candidate extends CandidateScores {
  /** Log-odds that it is laughter rather than a voice, a chant or a roar. */
  laughScore: number;
  /** Log-odds that it is applause rather than laughter. */
  applauseScore: number;
  /** Its mean level over the room's floor, dB. */
  riseDb: number;
}

export interface CrowdMarks {
  laughs: TimeSpan[];
  applause: TimeSpan[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Frames [from, to) flagged as crowd: each judged on the window around it. */
function crowdFrames(room: RoomReader, model: Pick<LaughModel, "crowd">): Uint8Array {
  const n = room.frames;
  const width = Math.max(3, Math.round(DETECTOR.windowMs / room.frameMs));
  const before = Math.floor(width / 2);
  const flags = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    // A frame in a pause is no crowd, whatever the half second around it holds.
    if (room.riseAt(i) < DETECTOR.frameOwnRiseDb) continue;
    const stats = room.stats(i - before, i - before + width);
    // A frame far under its own half second is a pause in it (between a line and the laugh at it).
    if (room.riseAt(i) < stats.rise - DETECTOR.pauseDb) continue;
    if (stats.rise >= DETECTOR.frameRiseDb && scoreOf(model.crowd, stats) >= 0) flags[i] = 1;
  }
  return flags;
}

/** Runs of flagged frames, as frame ranges [from, to). */
function runs(flags: Uint8Array): [number, number][] {
  const found: [number, number][] = [];
  let i = 0;
  while (i < flags.length) {
    if (!flags[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < flags.length && flags[j]) j++;
    found.push([i, j]);
    i = j;
  }
  return found;
}

/** A stretch of crowd sound before it is scored: where it is, and the stats of its core. */
export interface CrowdEvent {
  startMs: number;
  endMs: number;
  stats: RoomStats;
}

/**
 * The crowd events of a set, sorted and apart. A laugh's tail thins out: each event is carried
 * on (and back) while frames stay loud and mostly unpitched, up to its neighbours; its stats are
 * those of its core. Linear in the number of frames.
 */
export function findCrowdEvents(features: AudioFeatures, model: Pick<LaughModel, "crowd"> = LAUGH_MODEL): CrowdEvent[] {
  const { frameMs } = features;
  const floor = noiseFloor(features.levelDb, frameMs);
  const room = roomReader(features, floor);
  if (room.frames === 0) return [];
  const spans = runs(crowdFrames(room, model)).map(([a, b]) => ({ startMs: a * frameMs, endMs: b * frameMs }));
  const cores = tidySpans(spans, DETECTOR.mergeGapMs, DETECTOR.minCandidateMs).map((s) => [s.startMs / frameMs, s.endMs / frameMs] as const);
  const voiced = (i: number) => (room.periodicityAt(i) >= VOICED ? 1 : 0);
  const carries = (i: number) => room.riseAt(i) >= LOUD_DB && voiced(i - 1) + voiced(i) + voiced(i + 1) <= 1;
  return cores.map(([a, b], k) => {
    const limitAfter = cores[k + 1]?.[0] ?? room.frames;
    const limitBefore = cores[k - 1]?.[1] ?? 0;
    const BACK_FRAMES = Math.round(DETECTOR.growBackMs / frameMs);
    let end = b;
    while (end < limitAfter && carries(end)) end++;
    let start = a;
    while (start > limitBefore && a - start < BACK_FRAMES && carries(start - 1)) start--;
    return { startMs: start * frameMs, endMs: end * frameMs, stats: room.stats(start, end, true) };
  });
}

/** The candidate crowd events of a set with their scores (see Candidate). */
export function findCandidates(features: AudioFeatures, model: LaughModel = LAUGH_MODEL): Candidate[] {
  return findCrowdEvents(features, model).map(({ startMs, endMs, stats }) => ({
    startMs,
    endMs,
    laughScore: round2(laughScoreOf(model.laugh, stats)),
    applauseScore: round2(scoreOf(model.applause, stats)),
    riseDb: round2(stats.rise),
  }));
}

/** Which candidates are laughs and which applause, by the comedian's tuning (or the default). */
export function markCandidates(candidates: readonly CandidateScores[], tuning: MeterTuning = DEFAULT_TUNING): CrowdMarks {
  const laughs: TimeSpan[] = [];
  const applause: TimeSpan[] = [];
  for (const c of candidates) {
    const mark = markOf(c, tuning);
    if (mark === "applause") applause.push({ startMs: c.startMs, endMs: c.endMs });
    else if (mark === "laugh") laughs.push({ startMs: c.startMs, endMs: c.endMs });
  }
  return { laughs, applause: tidySpans(applause, APPLAUSE_GAP_MS, MIN_APPLAUSE_MS) };
}

/** The crowd's laughs and applause breaks in a set's features, with the candidates they came from. */
export function detectCrowd(features: AudioFeatures, tuning: MeterTuning = DEFAULT_TUNING): CrowdMarks & { candidates: Candidate[] } {
  const candidates = findCandidates(features);
  return { candidates, ...markCandidates(candidates, tuning) };
}

/** The crowd's laughs only: sorted, non-overlapping spans in ms. */
export const detectLaughs = (features: AudioFeatures, tuning: MeterTuning = DEFAULT_TUNING): TimeSpan[] => detectCrowd(features, tuning).laughs;
