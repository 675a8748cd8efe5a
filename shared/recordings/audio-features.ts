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
  /**
   * The low band (150–500 Hz) over the middle band (500–2000 Hz), dB. A speaking voice, a
   * chanting or roaring crowd and a music bed's bass sit low (around 0 or above); laughter is
   * high-pitched and breathy (about -8 to -14); applause has almost nothing low (about -16).
   */
  lowBandDb: number[];
  /** The high band (2–6 kHz) over the middle band, dB: clapping is broadband, laughter falls off above 2 kHz. */
  highBandDb: number[];
  /**
   * How impulsive the frame is: the loudest 2.5 ms of its first difference over their mean, dB
   * (0 steady .. 13 one click). One voice's glottal pulses read high (about 5); many voices
   * laughing together, or dense applause, blur into a steady sound (about 3).
   */
  crestDb: number[];
}

/** The features every frame has, in the order they are kept. */
export const FEATURE_NAMES = ["levelDb", "flatness", "periodicity", "lowBandDb", "highBandDb", "crestDb"] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export const FEATURE_FRAME_MS = 50;

export function emptyFeatures(frameMs = FEATURE_FRAME_MS): AudioFeatures {
  return { frameMs, levelDb: [], flatness: [], periodicity: [], lowBandDb: [], highBandDb: [], crestDb: [] };
}

/**
 * Adds `more`'s frames to the end of `into` (same frameMs), in place. Features kept on the device
 * by a page from before the band split and crest have none: those columns then stay short, and
 * the server does without them.
 */
export function appendFeatures(into: AudioFeatures, more: AudioFeatures): AudioFeatures {
  // A loop, not push(...more): a long import's frames would overflow the argument list.
  for (const name of FEATURE_NAMES) {
    const to = into[name];
    for (const v of (more[name] as number[] | undefined) ?? []) to.push(v);
  }
  return into;
}

const FLATNESS_BAND_HZ = [150, 6000] as const;
/** The band split's edges: low, middle and high bands (Hz). */
const BAND_EDGES_HZ = [150, 500, 2000, 6000] as const;
/** The crest is measured over this many equal parts of a frame (2.5 ms each at 50 ms frames). */
const CREST_PARTS = 20;
const PITCH_BAND_HZ = [60, 4000] as const;
const PITCH_RANGE_HZ = [70, 500] as const;
const SILENT_DB = -100;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const clampDb = (n: number) => Math.max(-60, Math.min(60, n));
/** Frames kept until drained before the store grows: a worklet drains about 5 at a time. */
const FRAMES_KEPT = 64;

function meanPower(power: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let k = from; k < to; k++) sum += power[k]!;
  return sum / Math.max(1, to - from) + 1e-20;
}

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
  /** Finished frames until drained, one column per feature (FEATURE_NAMES' order), grown only when full. */
  private columns: Float64Array[];
  private frames = 0;
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
  /** FFT bins of the band split's edges. */
  private readonly bandBins: readonly [number, number, number, number];
  /** The last sample of the previous frame, for the first difference across frames. */
  private previousSample = 0;

  constructor(readonly sampleRate: number, frameMs = FEATURE_FRAME_MS) {
    this.frameMs = frameMs;
    this.frameSamples = Math.max(16, Math.round((sampleRate * frameMs) / 1000));
    this.frame = new Float32Array(this.frameSamples);
    this.columns = FEATURE_NAMES.map(() => new Float64Array(FRAMES_KEPT));
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
    const top = (hz: number) => bin(Math.min(hz, sampleRate * 0.45));
    this.bandBins = [top(BAND_EDGES_HZ[0]), top(BAND_EDGES_HZ[1]), top(BAND_EDGES_HZ[2]), top(BAND_EDGES_HZ[3])];
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

  /** The bytes its buffers hold (the frames kept until drained included): what a worklet keeps for it. */
  get stateBytes(): number {
    const buffers = [this.frame, this.window, this.windowAcf, this.re, this.im, this.power, ...this.columns];
    return buffers.reduce((sum, b) => sum + b.byteLength, 0) + this.fft.stateBytes;
  }

  /** Takes the first `length` samples (all by default); nothing is allocated unless frames pile up undrained. */
  push(samples: Float32Array, length = samples.length): void {
    const { frame } = this;
    let i = 0;
    while (i < length) {
      const take = Math.min(length - i, this.frameSamples - this.filled);
      for (let k = 0; k < take; k++) frame[this.filled + k] = samples[i + k]!;
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
    const done = emptyFeatures(this.frameMs);
    FEATURE_NAMES.forEach((name, c) => {
      const column = this.columns[c]!;
      const into = done[name];
      for (let i = 0; i < this.frames; i++) into.push(column[i]!);
    });
    this.frames = 0;
    return done;
  }

  /** Keeps one frame's values (in FEATURE_NAMES' order). */
  private keep(levelDb: number, flatness: number, periodicity: number, lowBandDb: number, highBandDb: number, crestDb: number): void {
    if (this.frames === this.columns[0]!.length) {
      this.columns = this.columns.map((column) => {
        const grown = new Float64Array(column.length * 2);
        grown.set(column);
        return grown;
      });
    }
    const at = this.frames++;
    const c = this.columns;
    c[0]![at] = levelDb;
    c[1]![at] = flatness;
    c[2]![at] = periodicity;
    c[3]![at] = lowBandDb;
    c[4]![at] = highBandDb;
    c[5]![at] = crestDb;
  }

  private analyse(): void {
    const n = this.frameSamples;
    const { re, im, power, frame, window } = this;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += frame[i]! * frame[i]!;
    const levelDb = Math.max(-120, Math.min(0, 10 * Math.log10(sum / n + 1e-13)));
    const crest = this.crest();
    this.previousSample = frame[n - 1]!;
    if (levelDb < SILENT_DB) {
      this.keep(round1(levelDb), 0, 0, 0, 0, 0);
      return;
    }
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < n; i++) re[i] = frame[i]! * window[i]!;
    this.fft.transform(re, im);
    const half = this.fft.size / 2;
    for (let k = 0; k <= half; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
    const flatness = round3(this.flatness());
    const lowBand = round1(this.bandOverMiddle(0));
    const highBand = round1(this.bandOverMiddle(2));
    this.keep(round1(levelDb), flatness, round2(this.periodicity()), lowBand, highBand, round1(crest));
  }

  /**
   * Band `band` of the split (0 low, 2 high) over the middle band, in dB, each per bin (so the
   * bands' widths and the rate's FFT size do not count); the power spectrum must be current.
   */
  private bandOverMiddle(band: 0 | 2): number {
    const { power, bandBins } = this;
    const from = bandBins[band];
    const to = bandBins[band + 1]!;
    if (to <= from) return -60;
    return clampDb(10 * Math.log10(meanPower(power, from, to) / meanPower(power, bandBins[1], bandBins[2])));
  }

  /** The loudest of the frame's CREST_PARTS parts of its first difference over their mean, dB. */
  private crest(): number {
    const { frame } = this;
    const part = Math.floor(this.frameSamples / CREST_PARTS);
    let previous = this.previousSample;
    let loudest = 0;
    let total = 0;
    for (let p = 0; p < CREST_PARTS; p++) {
      let energy = 0;
      for (let i = p * part; i < (p + 1) * part; i++) {
        const difference = frame[i]! - previous;
        previous = frame[i]!;
        energy += difference * difference;
      }
      if (energy > loudest) loudest = energy;
      total += energy;
    }
    return total > 0 ? 10 * Math.log10(loudest / (total / CREST_PARTS)) : 0;
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
