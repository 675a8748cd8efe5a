export interface BitEstimate {
  jokeNoteId: number;
  /** The bit's estimated length, seconds; null when unknown. */
  estimatedSeconds: number | null;
}

export interface GuessedBit {
  jokeNoteId: number;
  startMs: number;
  endMs: number;
}

/**
 * A first guess of where each bit sits in an imported recording: the bits in order, each as
 * long as its estimate (unknown ones as long as the known ones' average), scaled to fill the
 * recording. Contiguous from 0 to durationMs, each at least 1 ms (bits that cannot get 1 ms are
 * left out). The comedian then drags the boundaries.
 */
export function guessBitBoundaries(durationMs: number, bits: readonly BitEstimate[]): GuessedBit[] {
  const total = Math.floor(durationMs);
  const placed = bits.slice(0, Math.max(0, total));
  if (placed.length === 0) return [];
  const known = placed.map((b) => b.estimatedSeconds).filter((s): s is number => s !== null && Number.isFinite(s) && s > 0);
  const fallback = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weights = placed.map((b) => (b.estimatedSeconds !== null && Number.isFinite(b.estimatedSeconds) && b.estimatedSeconds > 0 ? b.estimatedSeconds : fallback));
  const sum = weights.reduce((a, b) => a + b, 0);
  const guessed: GuessedBit[] = [];
  let cumulative = 0;
  let startMs = 0;
  placed.forEach((bit, i) => {
    cumulative += weights[i] ?? 0;
    const left = placed.length - 1 - i;
    const ideal = i === placed.length - 1 ? total : Math.round((cumulative / sum) * total);
    // At least 1 ms for this bit and for every bit after it.
    const endMs = Math.min(total - left, Math.max(startMs + 1, ideal));
    guessed.push({ jokeNoteId: bit.jokeNoteId, startMs, endMs });
    startMs = endMs;
  });
  return guessed;
}
