import { Fft } from "./fft";

/**
 * What the browser measures of the room while recording (or of an imported file), one value
 * per frame of `frameMs`, for the laugh detector: the only audio facts the server analyses.
 * Values are rounded (dB to 0.1, ratios to 0.01 or 0.001) to keep the JSON small. No zod here:
 * this file runs in the AudioWorklet; the server checks them with audio-features-schema.ts.
 */
export interface AudioFeatures {
  frameMs: number;
  /** RMS level per frame, dBFS (-120..0). */
  levelDb: number[];
  /** Spectral flatness per frame (150 Hz–6 kHz), 0 (tonal) .. 1 (noise). */
  flatness: number[];
  /** Voice-like periodicity per frame (normalised autocorrelation peak, 70–500 Hz), 0 (none) .. 1 (a clear pitch). */
  periodicity: number[];
}

export const FEATURE_FRAME_MS = 50;

export function emptyFeatures(frameMs = FEATURE_FRAME_MS): AudioFeatures {
  return { frameMs, levelDb: [], flatness: [], periodicity: [] };
}

/** Adds `more`'s frames to the end of `into` (same frameMs), in place. */
export function appendFeatures(into: AudioFeatures, more: AudioFeatures): AudioFeatures {
  // A loop, not push(...more): a long import's frames would overflow the argument list.
  for (const v of more.levelDb) into.levelDb.push(v);
  for (const v of more.flatness) into.flatness.push(v);
  for (const v of more.periodicity) into.periodicity.push(v);
  return into;
}

const FLATNESS_BAND_HZ = [150, 6000] as const;
const PITCH_BAND_HZ = [60, 4000] as const;
const PITCH_RANGE_HZ = [70, 500] as const;
const SILENT_DB = -100;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Turns mono samples into frames of features, block by block (an AudioWorklet's 128 samples,
 * or a decoded file's whole buffer): the same code live and for an import. Pure TypeScript
 * with no DOM or Node API, so it runs in an AudioWorkletGlobalScope; every buffer is made
 * once, nothing is allocated per sample.
 */
export class FeatureExtractor {
  readonly frameMs: number;
  private readonly frameSamples: number;
  private readonly frame: Float32Array;
  private filled = 0;
  private out: AudioFeatures;
  private readonly fft: Fft;
  private readonly window: Float64Array;
  /** The window's own autocorrelation, normalised: divides the frame's to undo the taper. */
  private readonly windowAcf: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly power: Float64Array;
  private readonly flatFrom: number;
  private readonly flatTo: number;
  private readonly pitchFrom: number;
  private readonly pitchTo: number;
  private readonly lagMin: number;
  private readonly lagMax: number;

  constructor(readonly sampleRate: number, frameMs = FEATURE_FRAME_MS) {
    this.frameMs = frameMs;
    this.frameSamples = Math.max(16, Math.round((sampleRate * frameMs) / 1000));
    this.frame = new Float32Array(this.frameSamples);
    this.out = emptyFeatures(frameMs);
    // Zero-padded enough that the autocorrelation up to the longest pitch lag does not wrap.
    const longestLag = Math.ceil(sampleRate / PITCH_RANGE_HZ[0]);
    let size = 2;
    while (size < this.frameSamples + longestLag + 1) size *= 2;
    this.fft = new Fft(size);
    this.re = new Float64Array(size);
    this.im = new Float64Array(size);
    this.power = new Float64Array(size / 2 + 1);
    this.window = new Float64Array(this.frameSamples);
    for (let i = 0; i < this.frameSamples; i++) this.window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / this.frameSamples);
    const bin = (hz: number) => Math.max(1, Math.min(size / 2, Math.round((hz * size) / sampleRate)));
    this.flatFrom = bin(FLATNESS_BAND_HZ[0]);
    this.flatTo = Math.max(this.flatFrom + 1, bin(Math.min(FLATNESS_BAND_HZ[1], sampleRate * 0.45)));
    this.pitchFrom = bin(PITCH_BAND_HZ[0]);
    this.pitchTo = bin(Math.min(PITCH_BAND_HZ[1], sampleRate * 0.45));
    this.lagMin = Math.max(1, Math.floor(sampleRate / PITCH_RANGE_HZ[1]));
    this.lagMax = Math.min(this.frameSamples - 1, Math.ceil(sampleRate / PITCH_RANGE_HZ[0]));
    this.windowAcf = new Float64Array(this.lagMax + 1);
    for (let lag = 0; lag <= this.lagMax; lag++) {
      let sum = 0;
      for (let i = 0; i + lag < this.frameSamples; i++) sum += this.window[i]! * this.window[i + lag]!;
      this.windowAcf[lag] = sum;
    }
    const zero = this.windowAcf[0]!;
    for (let lag = 0; lag <= this.lagMax; lag++) this.windowAcf[lag] = this.windowAcf[lag]! / zero;
  }

  push(samples: Float32Array): void {
    let i = 0;
    while (i < samples.length) {
      const take = Math.min(samples.length - i, this.frameSamples - this.filled);
      this.frame.set(samples.subarray(i, i + take), this.filled);
      this.filled += take;
      i += take;
      if (this.filled === this.frameSamples) {
        this.analyse();
        this.filled = 0;
      }
    }
  }

  /** The frames completed since the last call. */
  drain(): AudioFeatures {
    const done = this.out;
    this.out = emptyFeatures(this.frameMs);
    return done;
  }

  private analyse(): void {
    const n = this.frameSamples;
    const { re, im, power, frame, window } = this;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += frame[i]! * frame[i]!;
    const levelDb = Math.max(-120, Math.min(0, 10 * Math.log10(sum / n + 1e-13)));
    this.out.levelDb.push(round1(levelDb));
    if (levelDb < SILENT_DB) {
      this.out.flatness.push(0);
      this.out.periodicity.push(0);
      return;
    }
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < n; i++) re[i] = frame[i]! * window[i]!;
    this.fft.transform(re, im);
    const half = this.fft.size / 2;
    for (let k = 0; k <= half; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
    this.out.flatness.push(round3(this.flatness()));
    this.out.periodicity.push(round2(this.periodicity()));
  }

  /** Geometric over arithmetic mean of the power spectrum in the flatness band. */
  private flatness(): number {
    const { power } = this;
    let logSum = 0;
    let linSum = 0;
    let floor = 0;
    for (let k = this.flatFrom; k < this.flatTo; k++) floor += power[k]!;
    // A floor far under the band's mean keeps empty bins (a tone's gaps) from reading -infinity.
    floor = (floor / (this.flatTo - this.flatFrom)) * 1e-9 + 1e-20;
    for (let k = this.flatFrom; k < this.flatTo; k++) {
      const p = power[k]! + floor;
      logSum += Math.log(p);
      linSum += p;
    }
    const count = this.flatTo - this.flatFrom;
    const value = Math.exp(logSum / count) / (linSum / count);
    return Math.max(0, Math.min(1, value));
  }

  /** The highest normalised autocorrelation over pitch lags, from the band-limited power spectrum. */
  private periodicity(): number {
    const { re, im, power } = this;
    const size = this.fft.size;
    re.fill(0);
    im.fill(0);
    for (let k = this.pitchFrom; k <= this.pitchTo; k++) {
      re[k] = power[k]!;
      if (k > 0 && k < size / 2) re[size - k] = power[k]!;
    }
    this.fft.transform(re, im, true);
    const zero = re[0]!;
    if (zero <= 0) return 0;
    let best = 0;
    for (let lag = this.lagMin; lag <= this.lagMax; lag++) {
      const r = re[lag]! / zero / this.windowAcf[lag]!;
      if (r > best && re[lag]! >= re[lag - 1]! && re[lag]! >= re[lag + 1]!) best = r;
    }
    return Math.max(0, Math.min(1, best));
  }
}
