import { describe, expect, it } from "vitest";
import { featuresOfWav } from "../../scripts/audio-fixtures/features-of-wav";
import { ROOMS } from "../../scripts/audio-fixtures/rooms";
import { bitCounts, scoreEvents } from "../../scripts/audio-fixtures/score-laughs";
import { planSet } from "../../scripts/audio-fixtures/set-plans";
import { synthesizeSet, type SetSpec } from "../../scripts/audio-fixtures/synthesize-set";
import { appendFeatures, emptyFeatures, type AudioFeatures } from "./audio-features";
import { detectLaughs, tidySpans } from "./laugh-detector";
import type { TimeSpan } from "./recording-dto";

// Fixtures are synthesized with espeak-ng and sox, then cached in the OS temp folder by the
// spec's hash: the first run takes a few seconds, later ones read the files.
const SLOW = { timeout: 60_000 };

const LINES = [
  "So I finally went to see a therapist",
  "She said I have trust issues",
  "I said how do I know you are a real therapist",
  "My dad taught me to ride a bike",
  "Then he sold it to pay for his own lessons",
  "I live alone now, just me and my thoughts",
  "We do not get along",
];

/** The comedian talks; after lines 2, 4 and 6 the crowd laughs; nothing else happens. */
function jokes(room: Partial<SetSpec>, laughs: boolean, seed: number): SetSpec {
  const speech = LINES.map((text, i) => ({ startMs: 500 + i * 5_000, text }));
  const laughAt = [1, 3, 5].map((i) => ({ startMs: 500 + i * 5_000 + 2_900, durationMs: 1_800, levelDb: -24 }));
  return { durationMs: 36_000, speech, laughs: laughs ? laughAt : [], seed, ...room };
}

async function detect(spec: SetSpec): Promise<{ found: TimeSpan[]; truth: TimeSpan[] }> {
  const set = await synthesizeSet(spec);
  return { found: detectLaughs(await featuresOfWav(set.path)), truth: set.truth };
}

function expectEachFound(truth: readonly TimeSpan[], found: readonly TimeSpan[]) {
  expect(found).toHaveLength(truth.length);
  truth.forEach((laugh, i) => expect(Math.abs((found[i]?.startMs ?? -1e9) - laugh.startMs)).toBeLessThanOrEqual(500));
}

describe("detectLaughs on synthesized sets", () => {
  it("finds no laugh in a comedian talking through the PA, in a quiet theatre or a loud bar", SLOW, async () => {
    for (const room of [{ roomNoiseDb: -62, speechDb: -18 }, { roomNoiseDb: -42, murmurDb: -31, speechDb: -14 }]) {
      const { found } = await detect(jokes(room, false, 1));
      expect(found).toEqual([]);
    }
  });

  it("finds each crowd laugh within half a second, in a quiet theatre and a loud bar", SLOW, async () => {
    const theatre = await detect(jokes({ roomNoiseDb: -62, speechDb: -18 }, true, 2));
    expectEachFound(theatre.truth, theatre.found);
    const bar = await detect({ ...jokes({ roomNoiseDb: -42, murmurDb: -31, speechDb: -14 }, true, 3), laughs: jokes({}, true, 3).laughs.map((l) => ({ ...l, levelDb: -20 })) });
    expectEachFound(bar.truth, bar.found);
  });

  it("finds the laughs over crowd murmur at several levels", SLOW, async () => {
    for (const murmurDb of [-50, -40, -33]) {
      const { truth, found } = await detect(jokes({ roomNoiseDb: -52, murmurDb, speechDb: -16 }, true, 4));
      expectEachFound(truth, found);
    }
  });

  it("does not count a shouted line as loud as the laughs", SLOW, async () => {
    const spec = jokes({ roomNoiseDb: -52, murmurDb: -44, speechDb: -16 }, true, 5);
    spec.durationMs = 44_000;
    spec.shouts = [
      { startMs: 36_500, text: "Get off the stage you are terrible" },
      { startMs: 40_500, text: "Whoo yeah come on" },
    ];
    const { truth, found } = await detect(spec);
    expectEachFound(truth, found);
  });

  it("counts each bit's laughs within one, and a bit with no laugh reads 0", SLOW, async () => {
    for (const [seed, room] of [[21, ROOMS.club], [22, ROOMS.bar]] as const) {
      const plan = planSet({ seed, durationMs: 60_000, laughsPerMinute: 8, bitMs: 15_000, silentBits: [1], ...room });
      const set = await synthesizeSet(plan.spec);
      const found = detectLaughs(await featuresOfWav(set.path));
      const counts = bitCounts(set.durationMs, plan.bits, set.truth, found);
      expect(counts.truth[1]).toBe(0);
      expect(counts.found[1]).toBe(0);
      for (const error of counts.errors) expect(Math.abs(error)).toBeLessThanOrEqual(1);
      const score = scoreEvents(set.truth, found);
      expect(score.recall).toBeGreaterThanOrEqual(0.9);
      expect(score.precision).toBeGreaterThanOrEqual(0.9);
    }
  });
});

/** Features of `frames` frames, each field from its own function of the frame's index. */
function framesOf(frames: number, f: Partial<Record<Exclude<keyof AudioFeatures, "frameMs">, (i: number) => number>>): AudioFeatures {
  const column = (name: Exclude<keyof AudioFeatures, "frameMs">, otherwise: number) => Array.from({ length: frames }, (_, i) => f[name]?.(i) ?? otherwise);
  return {
    frameMs: 50,
    levelDb: column("levelDb", -50),
    flatness: column("flatness", 0.1),
    periodicity: column("periodicity", 0.4),
    lowBandDb: column("lowBandDb", -8),
    highBandDb: column("highBandDb", -12),
    crestDb: column("crestDb", 3.2),
  };
}

/** A laugh-like stretch 10–12 s: loud over the floor, unpitched, high, rising and falling 5 times a second. */
const laughAt = (from: number, to: number) => (i: number) => i >= from && i < to;
const laughLevel = (from: number, to: number) => (i: number) => (laughAt(from, to)(i) ? -24 + 4 * Math.sin((2 * Math.PI * 5 * i) / 20) : -50 + (i % 3));

describe("detectLaughs", () => {
  it("finds nothing in no frames, silence or a steady hum", () => {
    expect(detectLaughs(emptyFeatures())).toEqual([]);
    const flat = (level: number, periodicity: number) => framesOf(2_000, { levelDb: () => level, periodicity: () => periodicity });
    expect(detectLaughs(flat(-120, 0))).toEqual([]);
    expect(detectLaughs(flat(-40, 0.95))).toEqual([]);
    expect(detectLaughs(flat(-40, 0.3))).toEqual([]);
  });

  it("finds an unpitched, high, syllable-paced rise over the floor; not a pitched one, nor one whose low band booms", () => {
    const features = framesOf(900, {
      levelDb: (i) => Math.max(laughLevel(200, 240)(i), laughLevel(400, 440)(i), laughLevel(600, 640)(i)),
      periodicity: (i) => (laughAt(400, 440)(i) ? 0.9 : 0.35),
      lowBandDb: (i) => (laughAt(600, 640)(i) ? 6 : -8),
    });
    const found = detectLaughs(features);
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.startMs - 10_000)).toBeLessThanOrEqual(300);
    expect(Math.abs(found[0]!.endMs - 12_000)).toBeLessThanOrEqual(300);
  });

  it("reads a recording measured before the band split and crest (older page) without them", () => {
    const { lowBandDb: _l, highBandDb: _h, crestDb: _c, ...older } = framesOf(600, { levelDb: laughLevel(200, 240) });
    const found = detectLaughs({ ...older, lowBandDb: [], highBandDb: [], crestDb: [] });
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.startMs - 10_000)).toBeLessThanOrEqual(300);
  });

  it("analyses 60 minutes of frames well under a second", () => {
    const unit = framesOf(1_200, { levelDb: (i) => (i % 200 < 40 ? -24 + 4 * Math.sin((2 * Math.PI * 5 * i) / 20) : -50 + (i % 3)) });
    const hour = emptyFeatures();
    for (let m = 0; m < 60; m++) appendFeatures(hour, unit);
    const start = performance.now();
    const found = detectLaughs(hour);
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(found).toHaveLength(360);
  });
});

describe("tidySpans", () => {
  it("merges gaps under the limit and drops spans under the minimum, sorted", () => {
    const spans = [
      { startMs: 5_000, endMs: 5_200 },
      { startMs: 1_000, endMs: 2_000 },
      { startMs: 2_200, endMs: 3_000 },
      { startMs: 8_000, endMs: 9_000 },
    ];
    expect(tidySpans(spans, 300, 400)).toEqual([
      { startMs: 1_000, endMs: 3_000 },
      { startMs: 8_000, endMs: 9_000 },
    ]);
  });
});
