import { z } from "zod";

/**
 * What the browser measures of the room while recording (or of an imported file), one value
 * per frame of `frameMs`, for the laugh detector: the only audio facts the server analyses.
 * PLACEHOLDER: the feature extractor is filled in with the detector.
 */
export const audioFeaturesSchema = z.object({
  frameMs: z.number().int().min(10).max(1000),
  /** RMS level per frame, dBFS (-120..0). */
  levelDb: z.array(z.number().min(-120).max(0)).max(1_500_000),
  /** Spectral flatness per frame, 0 (tonal) .. 1 (noise). */
  flatness: z.array(z.number().min(0).max(1)).max(1_500_000),
  /** Voice-like periodicity per frame, 0 (none) .. 1 (a clear pitch). */
  periodicity: z.array(z.number().min(0).max(1)).max(1_500_000),
});
export type AudioFeatures = z.infer<typeof audioFeaturesSchema>;

export const FEATURE_FRAME_MS = 50;

export function emptyFeatures(frameMs = FEATURE_FRAME_MS): AudioFeatures {
  return { frameMs, levelDb: [], flatness: [], periodicity: [] };
}

/** Adds `more`'s frames to the end of `into` (same frameMs), in place. */
export function appendFeatures(into: AudioFeatures, more: AudioFeatures): AudioFeatures {
  into.levelDb.push(...more.levelDb);
  into.flatness.push(...more.flatness);
  into.periodicity.push(...more.periodicity);
  return into;
}

/**
 * Turns mono samples into frames of features, block by block (an AudioWorklet's 128 samples,
 * or a decoded file's whole buffer): the same code live and for an import.
 */
export class FeatureExtractor {
  readonly frameMs: number;
  private readonly frameSamples: number;
  private pending: number[] = [];
  private out: AudioFeatures;

  constructor(readonly sampleRate: number, frameMs = FEATURE_FRAME_MS) {
    this.frameMs = frameMs;
    this.frameSamples = Math.round((sampleRate * frameMs) / 1000);
    this.out = emptyFeatures(frameMs);
  }

  push(samples: Float32Array): void {
    for (const s of samples) {
      this.pending.push(s);
      if (this.pending.length === this.frameSamples) {
        let sum = 0;
        for (const v of this.pending) sum += v * v;
        const rms = Math.sqrt(sum / this.pending.length);
        this.out.levelDb.push(Math.max(-120, Math.min(0, 20 * Math.log10(rms + 1e-12))));
        this.out.flatness.push(0);
        this.out.periodicity.push(0);
        this.pending = [];
      }
    }
  }

  /** The frames completed since the last call. */
  drain(): AudioFeatures {
    const done = this.out;
    this.out = emptyFeatures(this.frameMs);
    return done;
  }
}
