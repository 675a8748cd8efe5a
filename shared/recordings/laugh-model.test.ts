import { describe, expect, it } from "vitest";
import { LAUGH_LIMITS, LAUGH_MODEL, laughScoreOf, REFUSED_SCORE, scoreOf } from "./laugh-model";
import type { RoomStats } from "./room-stats";

const laughLike: RoomStats = { rise: 20, loud: 1, periodicity: 0.38, periodicityOverBed: 0.08, voiced: 0.02, step: 2, spread: 3, crest: 3.2, lowBand: -5, highBand: -11, seconds: 2.5, rhythm: 0.55 };

describe("scoreOf", () => {
  it("adds the weighted stats to the bias", () => {
    expect(scoreOf({ bias: 1, weights: { rise: 0.5, voiced: -2 } }, { ...laughLike, rise: 10, voiced: 0.5 })).toBe(1 + 5 - 1);
  });

  it("scores a laugh-like stretch as laughter, a speaking voice as not, clapping as applause", () => {
    const voice = { ...laughLike, periodicity: 0.7, voiced: 0.45, lowBand: 2, crest: 5, step: 4.5, rhythm: 0.3 };
    const clapping = { ...laughLike, periodicity: 0.3, voiced: 0, lowBand: -10, highBand: -7, rhythm: 0.25 };
    expect(laughScoreOf(LAUGH_MODEL.laugh, laughLike)).toBeGreaterThan(0);
    expect(laughScoreOf(LAUGH_MODEL.laugh, voice)).toBeLessThan(0);
    expect(scoreOf(LAUGH_MODEL.applause, clapping)).toBeGreaterThan(scoreOf(LAUGH_MODEL.applause, laughLike) + 2);
  });

  it("refuses as laughter anything whose low band booms, however laugh-like the rest", () => {
    expect(laughScoreOf(LAUGH_MODEL.laugh, { ...laughLike, lowBand: LAUGH_LIMITS.lowBandMaxDb })).toBe(REFUSED_SCORE);
    expect(laughScoreOf(LAUGH_MODEL.laugh, { ...laughLike, lowBand: LAUGH_LIMITS.lowBandMaxDb - 0.1 })).toBeGreaterThan(REFUSED_SCORE);
  });
});
