import { describe, expect, it } from "vitest";
import { markCandidates } from "./laugh-detector";
import { DEFAULT_TUNING, fitTuning, markOf, MIN_CORRECTED_SETS, tuningFor, tuningMistakes, type CandidateScores, type CorrectedSet } from "./meter-tuning";

const candidate = (startMs: number, laughScore: number, riseDb = 15, applauseScore = -5, lengthMs = 1_500): CandidateScores => ({
  startMs,
  endMs: startMs + lengthMs,
  laughScore,
  applauseScore,
  riseDb,
});
const span = (c: CandidateScores) => ({ startMs: c.startMs, endMs: c.endMs });

/**
 * A small room: its real laughs are quiet (5 dB over the floor, under the default's 6) and the
 * comedian's own voice makes weak laugh-like candidates (score -0.5) they keep removing.
 */
function smallRoomSet(seed: number, venue: string | null = "The Cellar"): CorrectedSet {
  const laughs = [0, 1, 2, 3].map((k) => candidate(seed * 100_000 + k * 20_000, 1 + (k % 2), 5));
  const voice = [0, 1, 2].map((k) => candidate(seed * 100_000 + 10_000 + k * 20_000, -0.5, 12));
  return { venue, candidates: [...laughs, ...voice], laughs: laughs.map(span), applause: [] };
}

describe("markOf", () => {
  it("calls an event applause only when it reads more as applause than as a laugh", () => {
    // A set's first laugh, heard in a browser: a clear laugh that also scores over the applause threshold.
    expect(markOf(candidate(0, 4.9, 27, 2.4, 1_950), DEFAULT_TUNING)).toBe("laugh");
    // A real applause break: some laugh in it, more applause.
    expect(markOf(candidate(0, 3.5, 32, 5.4, 3_500), DEFAULT_TUNING)).toBe("applause");
    // Under the applause threshold, however weak the laugh: not applause.
    expect(markOf(candidate(0, -3, 20, 2, 3_000), DEFAULT_TUNING)).toBeNull();
  });
});

describe("fitTuning", () => {
  it("keeps the default when the comedian's corrections agree with it", () => {
    const agreeing: CorrectedSet = {
      venue: null,
      candidates: [candidate(1_000, 2), candidate(9_000, -3), candidate(20_000, -1, 15, 4, 3_000)],
      laughs: [{ startMs: 1_000, endMs: 2_500 }],
      applause: [{ startMs: 20_000, endMs: 23_000 }],
    };
    expect(fitTuning([agreeing, agreeing])).toEqual(DEFAULT_TUNING);
  });

  it("learns a small room: quiet laughs count, the voice's near-laughs do not", () => {
    const sets = [smallRoomSet(1), smallRoomSet(2)];
    const tuning = fitTuning(sets);
    expect(tuning.minRiseDb).toBeLessThanOrEqual(5);
    expect(tuning.laughScore).toBeGreaterThan(-0.5);
    expect(tuningMistakes(sets, tuning)).toBe(0);
    expect(tuningMistakes(sets, DEFAULT_TUNING)).toBe(14);
  });

  it("reads the comedian's next set closer to how they would correct it than the default does", () => {
    const tuning = fitTuning([smallRoomSet(1), smallRoomSet(2)]);
    const next = smallRoomSet(3);
    const truth = next.laughs;
    const heard = (t: typeof tuning) => markCandidates(next.candidates, t).laughs;
    expect(heard(tuning)).toEqual(truth);
    expect(heard(DEFAULT_TUNING)).not.toEqual(truth);
  });

  it("learns where applause starts from the applause breaks the comedian marked", () => {
    const clapping = (seed: number): CorrectedSet => {
      const breaks = [candidate(seed * 100_000, 0.5, 20, 1.5, 3_000), candidate(seed * 100_000 + 30_000, 0.8, 22, 1.2, 2_500)];
      const laugh = candidate(seed * 100_000 + 60_000, 1.5, 18, -1);
      return { venue: null, candidates: [...breaks, laugh], laughs: [span(laugh)], applause: breaks.map(span) };
    };
    const tuning = fitTuning([clapping(1), clapping(2)]);
    expect(tuning.applauseScore).toBeLessThanOrEqual(1.2);
    expect(tuning.applauseScore).toBeGreaterThan(-1);
    expect(tuningMistakes([clapping(3)], tuning)).toBe(0);
    expect(tuningMistakes([clapping(3)], DEFAULT_TUNING)).toBeGreaterThan(0);
  });

  it("gives the same tuning for the same corrections, in whatever order the sets come", () => {
    const sets = [smallRoomSet(1), smallRoomSet(2), smallRoomSet(4, null)];
    const once = fitTuning(sets);
    expect(fitTuning([...sets].reverse())).toEqual(once);
    expect(fitTuning(structuredClone(sets))).toEqual(once);
  });
});

describe("tuningFor", () => {
  it("uses the default until the comedian corrected enough sets", () => {
    expect(tuningFor([], null)).toEqual({ tuning: DEFAULT_TUNING, sets: 0, venue: null });
    expect(tuningFor([smallRoomSet(1)].slice(0, MIN_CORRECTED_SETS - 1), "The Cellar")).toEqual({ tuning: DEFAULT_TUNING, sets: 0, venue: null });
  });

  it("fits a venue's own sets once there are enough of them, else all the comedian's sets", () => {
    const cellar = [smallRoomSet(1), smallRoomSet(2)];
    const elsewhere = [smallRoomSet(5, "Big Top"), smallRoomSet(6, null)];
    const all = [...cellar, ...elsewhere];
    expect(tuningFor(all, "the cellar ")).toMatchObject({ sets: 2, venue: "The Cellar" });
    expect(tuningFor(all, "Big Top")).toMatchObject({ sets: 4, venue: null });
    expect(tuningFor(all, null)).toEqual({ tuning: fitTuning(all), sets: 4, venue: null });
  });
});
