import type { AudioFeatures } from "./audio-features";
import type { TimeSpan } from "./recording-dto";

/**
 * Finds the crowd's laughs in a set's features. PLACEHOLDER: finds nothing until the
 * detector is built.
 */
export function detectLaughs(features: AudioFeatures): TimeSpan[] {
  void features;
  return [];
}
