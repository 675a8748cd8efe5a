import { describe, expect, it } from "vitest";
import { emptyFeatures, type AudioFeatures } from "./audio-features";
import { noiseFloor } from "./laugh-detector";
import { RHYTHM_UNKNOWN, rhythmOf, roomReader } from "./room-stats";

const frameMs = 50;
const wave = (hz: number, depthDb = 6) => (i: number) => -30 + depthDb * Math.sin((2 * Math.PI * hz * i * frameMs) / 1000);

function features(frames: number, level: (i: number) => number, periodicity: (i: number) => number = () => 0.3): AudioFeatures {
  const column = (f: (i: number) => number) => Array.from({ length: frames }, (_, i) => f(i));
  return { ...emptyFeatures(), levelDb: column(level), periodicity: column(periodicity), flatness: column(() => 0.1), lowBandDb: column(() => -8), highBandDb: column(() => -12), crestDb: column(() => 3) };
}

describe("rhythmOf", () => {
  it("reads a level rising and falling 3–7 times a second (the 'ha' pulses) as rhythmic, slower or faster swells as not", () => {
    for (const hz of [3.5, 5, 6.5]) expect(rhythmOf(wave(hz), 0, 60, frameMs)).toBeGreaterThan(0.8);
    for (const hz of [1.5, 9]) expect(rhythmOf(wave(hz), 0, 60, frameMs)).toBeLessThan(0.2);
  });

  it("cannot tell from under 0.8 s, and reads at most the first 4 s", () => {
    expect(rhythmOf(wave(5), 0, 15, frameMs)).toBe(RHYTHM_UNKNOWN);
    // 4 s of 5 Hz, then 10 s of a slow swell: only the first 4 s count.
    const level = (i: number) => (i < 80 ? wave(5)(i) : wave(1.2)(i));
    expect(rhythmOf(level, 0, 280, frameMs)).toBeGreaterThan(0.8);
  });
});

describe("roomReader", () => {
  it("averages a stretch's features and its rise over the room's floor", () => {
    const set = features(1_200, (i) => (i >= 600 && i < 640 ? -20 : -50), (i) => (i >= 600 && i < 640 ? 0.8 : 0.3));
    const room = roomReader(set, noiseFloor(set.levelDb, frameMs));
    const loud = room.stats(600, 640);
    expect(loud.rise).toBeCloseTo(30, 0);
    expect(loud.loud).toBe(1);
    expect(loud.voiced).toBe(1);
    expect(loud.periodicity).toBeCloseTo(0.8, 5);
    expect(loud.seconds).toBe(2);
    expect(room.stats(0, 200).rise).toBeCloseTo(0, 0);
    expect(room.stats(0, 1_200).seconds).toBe(4);
  });

  it("judges periodicity against the room's bed: a hum pitched all along makes pitch over it count less", () => {
    const quietRoom = features(1_200, (i) => (i >= 600 && i < 640 ? -20 : -50), (i) => (i >= 600 && i < 640 ? 0.6 : 0.2));
    const humming = features(1_200, (i) => (i >= 600 && i < 640 ? -20 : -50), () => 0.6);
    const over = (f: AudioFeatures) => roomReader(f, noiseFloor(f.levelDb, frameMs)).stats(600, 640).periodicityOverBed;
    expect(over(quietRoom)).toBeCloseTo(0.4, 5);
    expect(over(humming)).toBeCloseTo(0, 5);
  });

  it("stands in for the band split and crest when the page measured none", () => {
    const set = { ...features(400, () => -40), lowBandDb: [], highBandDb: [], crestDb: [] };
    const stats = roomReader(set, noiseFloor(set.levelDb, frameMs)).stats(0, 400);
    expect(Number.isFinite(stats.lowBand) && Number.isFinite(stats.highBand) && Number.isFinite(stats.crest)).toBe(true);
  });
});
