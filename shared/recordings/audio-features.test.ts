import { describe, expect, it } from "vitest";
import { appendFeatures, emptyFeatures, FeatureExtractor, type AudioFeatures } from "./audio-features";
import { audioFeaturesSchema } from "./audio-features-schema";

function tone(sampleRate: number, seconds: number, hz: number, amplitude = 0.5): Float32Array {
  return Float32Array.from({ length: Math.round(sampleRate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate));
}

/** Seeded white noise, uniform in [-amplitude, amplitude]. */
function noise(sampleRate: number, seconds: number, amplitude = 0.5): Float32Array {
  let state = 12345;
  return Float32Array.from({ length: Math.round(sampleRate * seconds) }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state / 2 ** 32 - 0.5) * 2 * amplitude;
  });
}

function extract(samples: Float32Array, sampleRate: number, block = 128): AudioFeatures {
  const extractor = new FeatureExtractor(sampleRate);
  for (let i = 0; i < samples.length; i += block) extractor.push(samples.subarray(i, i + block));
  return extractor.drain();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("FeatureExtractor", () => {
  for (const sampleRate of [16_000, 44_100, 48_000]) {
    it(`reads a pure tone as tonal and pitched, white noise as flat and unpitched (${sampleRate} Hz)`, () => {
      const pure = extract(tone(sampleRate, 1, 220), sampleRate);
      const white = extract(noise(sampleRate, 1), sampleRate);
      expect(pure.levelDb).toHaveLength(20);
      expect(median(pure.levelDb)).toBeCloseTo(-9, 0); // RMS of a 0.5 sine: -9.03 dBFS
      expect(Math.max(...pure.flatness)).toBeLessThan(0.05);
      expect(Math.min(...pure.periodicity)).toBeGreaterThan(0.9);
      expect(median(white.levelDb)).toBeCloseTo(-10.8, 0); // RMS of uniform ±0.5: -10.79 dBFS
      expect(Math.min(...white.flatness)).toBeGreaterThan(0.4); // a periodogram of white noise reads about e^-γ ≈ 0.56
      expect(Math.max(...white.periodicity)).toBeLessThan(0.35);
    });
  }

  it("finds the pitch of a voice-like pulse train (harmonics, no energy at the fundamental's lag alone)", () => {
    const sampleRate = 16_000;
    const pulses = Float32Array.from({ length: sampleRate }, (_, i) => (i % 80 === 0 ? 1 : 0)); // 200 Hz
    const features = extract(pulses, sampleRate);
    expect(median(features.periodicity)).toBeGreaterThan(0.9);
  });

  it("gives the same frames whatever the block size (an AudioWorklet's 128 samples or a whole file)", () => {
    const samples = noise(48_000, 0.5);
    for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * 0.3 + 0.4 * Math.sin(i / 20);
    const inBlocks = extract(samples, 48_000, 128);
    const whole = extract(samples, 48_000, samples.length);
    const odd = extract(samples, 48_000, 1_001);
    expect(whole).toEqual(inBlocks);
    expect(odd).toEqual(inBlocks);
  });

  it("keeps a part frame for the next push and hands out each frame once", () => {
    const extractor = new FeatureExtractor(16_000);
    extractor.push(tone(16_000, 0.07, 300));
    expect(extractor.drain().levelDb).toHaveLength(1);
    extractor.push(tone(16_000, 0.03, 300));
    expect(extractor.drain().levelDb).toHaveLength(1);
    expect(extractor.drain().levelDb).toHaveLength(0);
  });

  it("reads silence as -120 dB and every other feature 0", () => {
    const features = extract(new Float32Array(16_000), 16_000);
    expect(new Set(features.levelDb)).toEqual(new Set([-120]));
    for (const name of ["flatness", "periodicity", "lowBandDb", "highBandDb", "crestDb"] as const) expect(new Set(features[name])).toEqual(new Set([0]));
  });

  for (const sampleRate of [16_000, 48_000]) {
    it(`splits the spectrum: a low tone reads its low band over the middle, a high tone its high band, white noise level (${sampleRate} Hz)`, () => {
      const low = extract(tone(sampleRate, 1, 250), sampleRate);
      const middle = extract(tone(sampleRate, 1, 1_000), sampleRate);
      const high = extract(tone(sampleRate, 1, 4_000), sampleRate);
      const white = extract(noise(sampleRate, 1), sampleRate);
      expect(median(low.lowBandDb)).toBeGreaterThan(20);
      expect(median(middle.lowBandDb)).toBeLessThan(-20);
      expect(median(middle.highBandDb)).toBeLessThan(-20);
      expect(median(high.highBandDb)).toBeGreaterThan(20);
      // Per hertz, white noise is as strong in every band.
      expect(Math.abs(median(white.lowBandDb))).toBeLessThan(1.5);
      expect(Math.abs(median(white.highBandDb))).toBeLessThan(1.5);
    });
  }

  it("reads one click a frame as impulsive, steady noise and a steady tone as not", () => {
    const sampleRate = 16_000;
    const clicks = Float32Array.from({ length: sampleRate }, (_, i) => (i % 800 === 400 ? 0.9 : 0));
    const steady = extract(noise(sampleRate, 1), sampleRate);
    // Twenty parts a frame: one holding all the energy reads 10·log10(20) = 13 dB.
    expect(median(extract(clicks, sampleRate).crestDb)).toBeGreaterThan(12);
    expect(median(steady.crestDb)).toBeLessThan(2);
    expect(median(extract(tone(sampleRate, 1, 300), sampleRate).crestDb)).toBeLessThan(0.5);
  });

  it("reads a voice-like pulse train (one voice's glottal clicks) as more impulsive than many such voices together", () => {
    const sampleRate = 16_000;
    const voice = (period: number, phase: number) => (i: number) => ((i + phase) % period === 0 ? 1 : 0);
    const one = Float32Array.from({ length: sampleRate }, (_, i) => voice(160, 0)(i)); // 100 Hz: five clicks in twenty parts, 6 dB
    const many = Float32Array.from({ length: sampleRate }, (_, i) => [47, 53, 61, 67, 71, 79, 83, 89, 97, 101].reduce((sum, p, k) => sum + voice(p, k * 7)(i), 0) / 10);
    expect(median(extract(one, sampleRate).crestDb)).toBeGreaterThan(median(extract(many, sampleRate).crestDb) + 3);
  });

  it("takes the first `length` samples of a reused buffer as it takes a block of that length", () => {
    const samples = noise(48_000, 0.3);
    const reused = new FeatureExtractor(48_000);
    const buffer = new Float32Array(256);
    for (let i = 0; i < samples.length; i += 100) {
      const length = Math.min(100, samples.length - i);
      buffer.set(samples.subarray(i, i + length));
      reused.push(buffer, length);
    }
    expect(reused.drain()).toEqual(extract(samples, 48_000, 100));
  });

  it("keeps the same buffers while drained every few frames, as the worklet drains it", () => {
    const extractor = new FeatureExtractor(48_000);
    const bytes = extractor.stateBytes;
    const samples = noise(48_000, 5);
    for (let i = 0; i < samples.length; i += 128) {
      extractor.push(samples.subarray(i, i + 128));
      if (i % 12_000 < 128) extractor.drain();
    }
    expect(extractor.stateBytes).toBe(bytes);
  });

  it("rounds its values (dB to 0.1, flatness to 0.001, periodicity to 0.01) and passes the schema", () => {
    const features = extract(noise(16_000, 1, 0.2), 16_000);
    const decimals = (v: number) => (String(v).split(".")[1] ?? "").length;
    for (const name of ["levelDb", "lowBandDb", "highBandDb", "crestDb"] as const) expect(Math.max(...features[name].map(decimals))).toBeLessThanOrEqual(1);
    expect(Math.max(...features.flatness.map(decimals))).toBeLessThanOrEqual(3);
    expect(Math.max(...features.periodicity.map(decimals))).toBeLessThanOrEqual(2);
    expect(audioFeaturesSchema.safeParse(features).success).toBe(true);
  });
});

describe("appendFeatures", () => {
  it("appends a long import's frames without overflowing the call stack", () => {
    const frames = 300_000;
    const column = (value: number) => new Array<number>(frames).fill(value);
    const more: AudioFeatures = { frameMs: 50, levelDb: column(-30), flatness: column(0.1), periodicity: column(0.2), lowBandDb: column(-8), highBandDb: column(-12), crestDb: column(3) };
    const into = appendFeatures(emptyFeatures(), more);
    expect(into.levelDb).toHaveLength(frames);
    expect(into.periodicity[frames - 1]).toBe(0.2);
    expect(into.crestDb[frames - 1]).toBe(3);
  });
});
