import { readFile } from "node:fs/promises";
import { FeatureExtractor, type AudioFeatures } from "../../shared/recordings/audio-features";
import { decodeWav } from "./wav";

/** The detector's features of a WAV file, fed as an AudioWorklet would (128 samples a block). */
export async function featuresOfWav(file: string): Promise<AudioFeatures> {
  const { sampleRate, samples } = decodeWav(await readFile(file));
  const extractor = new FeatureExtractor(sampleRate);
  for (let i = 0; i < samples.length; i += 128) extractor.push(samples.subarray(i, i + 128));
  return extractor.drain();
}
