import type { AudioFeatures } from "./audio-features";

/** The timeline's level envelope: about this many ms a point. */
export const ENVELOPE_FRAME_MS = 250;

/**
 * The set's level for the timeline: the features' frames gathered into points of about
 * `targetMs` (a whole number of frames), each the mean power of its frames in dBFS, to 0.1 dB.
 */
export function levelEnvelope(
  features: Pick<AudioFeatures, "frameMs" | "levelDb">,
  targetMs = ENVELOPE_FRAME_MS,
): { envelope: number[]; envelopeFrameMs: number } {
  const per = Math.max(1, Math.round(targetMs / features.frameMs));
  const envelope: number[] = [];
  for (let i = 0; i < features.levelDb.length; i += per) {
    let power = 0;
    let n = 0;
    for (let j = i; j < Math.min(i + per, features.levelDb.length); j += 1) {
      power += 10 ** ((features.levelDb[j] ?? -120) / 10);
      n += 1;
    }
    const db = Math.max(-120, Math.min(0, 10 * Math.log10(power / n)));
    envelope.push(Math.round(db * 10) / 10);
  }
  return { envelope, envelopeFrameMs: features.frameMs * per };
}
