/** One bit of the chosen set, with how long it is expected to run (null when not known). */
export interface BitEstimate {
  jokeNoteId: number;
  estimatedSeconds: number | null;
}

export interface GuessedBit {
  jokeNoteId: number;
  startMs: number;
  endMs: number;
}

/**
 * A first guess at where each bit of an imported recording starts and ends: the set's bits in
 * order, each given a share of the recording in proportion to its estimated length (a bit with
 * no estimate counts as the average of the others), contiguous and covering the whole duration.
 */
export function guessBitBoundaries(durationMs: number, bits: readonly BitEstimate[]): GuessedBit[] {
  const total = Math.floor(durationMs);
  if (bits.length === 0 || total < bits.length) return [];
  const known = bits.map((b) => b.estimatedSeconds).filter((s): s is number => s !== null && Number.isFinite(s) && s > 0);
  const fallback = known.length > 0 ? known.reduce((sum, s) => sum + s, 0) / known.length : 1;
  const weights = bits.map((b) => (b.estimatedSeconds !== null && Number.isFinite(b.estimatedSeconds) && b.estimatedSeconds > 0 ? b.estimatedSeconds : fallback));
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const guesses: GuessedBit[] = [];
  let cumulative = 0;
  let startMs = 0;
  bits.forEach((bit, i) => {
    cumulative += weights[i]!;
    const last = i === bits.length - 1;
    // Every bit keeps at least 1 ms, and leaves at least 1 ms for each bit after it.
    const ideal = Math.round((cumulative / weightSum) * total);
    const endMs = last ? total : Math.min(Math.max(ideal, startMs + 1), total - (bits.length - 1 - i));
    guesses.push({ jokeNoteId: bit.jokeNoteId, startMs, endMs });
    startMs = endMs;
  });
  return guesses;
}
