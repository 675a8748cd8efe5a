import { appendFeatures, emptyFeatures, FeatureExtractor, type AudioFeatures } from "@shared/recordings/audio-features";
import { mixToMono } from "./import-file";

/**
 * An imported file is decoded at this rate: enough for the room's level and the shape of a
 * laugh, and a quarter of the memory of a 48 kHz decode (an hour's set stays under 250 MB a channel).
 */
export const ANALYSIS_SAMPLE_RATE = 16_000;
/** Samples handed to the extractor between two looks at the clock. */
const BLOCK_SAMPLES = ANALYSIS_SAMPLE_RATE;

export interface AnalysedAudio {
  durationMs: number;
  features: AudioFeatures;
}

/** The features' numbers shortened for the trip to the server: a tenth of a decibel, a thousandth of the ratios. */
function compact(features: AudioFeatures): AudioFeatures {
  const to = (places: number) => (n: number) => Math.round(n * 10 ** places) / 10 ** places;
  return {
    frameMs: features.frameMs,
    levelDb: features.levelDb.map(to(1)),
    flatness: features.flatness.map(to(3)),
    periodicity: features.periodicity.map(to(3)),
    lowBandDb: features.lowBandDb.map(to(1)),
    highBandDb: features.highBandDb.map(to(1)),
    crestDb: features.crestDb.map(to(1)),
  };
}

/** Gives the page a moment to draw (the progress bar) between blocks of work. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Decodes a recording in the browser and measures it the way perform mode measures a set live
 * (the same FeatureExtractor), reporting progress from 0 to 1. Throws when the file is not audio
 * the browser can decode.
 */
export async function analyseAudio(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<AnalysedAudio> {
  const bytes = await file.arrayBuffer();
  signal?.throwIfAborted();
  onProgress(0.05);
  const context = new OfflineAudioContext(1, 1, ANALYSIS_SAMPLE_RATE);
  const buffer = await context.decodeAudioData(bytes);
  signal?.throwIfAborted();
  onProgress(0.2);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  const extractor = new FeatureExtractor(buffer.sampleRate);
  const features = emptyFeatures(extractor.frameMs);
  let lastLook = performance.now();
  for (let start = 0; start < buffer.length; start += BLOCK_SAMPLES) {
    extractor.push(mixToMono(channels, start, Math.min(buffer.length, start + BLOCK_SAMPLES)));
    appendFeatures(features, extractor.drain());
    if (performance.now() - lastLook > 50) {
      onProgress(0.2 + 0.8 * (start / buffer.length));
      await nextTurn();
      signal?.throwIfAborted();
      lastLook = performance.now();
    }
  }
  onProgress(1);
  return { durationMs: Math.max(1, Math.round(buffer.duration * 1000)), features: compact(features) };
}
