/** Spoken words a minute, a comfortable stage pace. */
export const WORDS_PER_MINUTE = 150;
/** The pause for the laugh after each punchline. */
export const SECONDS_PER_PUNCHLINE_BEAT = 2;
/** The longest a single bit may be timed at: one hour. */
export const DURATION_SECONDS_MAX = 3_600;

export interface TimedBit {
  setup: string;
  punchlines: readonly string[];
  durationSeconds?: number | null;
}

/** Words as a listener hears them: runs of letters or digits (apostrophes and hyphens inside a word keep it whole). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/**
 * A bit's running time in whole seconds: its timed length when the comedian has timed it,
 * else its words at about 150 a minute plus a beat per punchline, rounded up. A bit with
 * words always takes at least one second.
 */
export function estimateBitSeconds(bit: TimedBit): number {
  if (bit.durationSeconds != null && bit.durationSeconds > 0) return Math.round(bit.durationSeconds);
  const punchlines = bit.punchlines.filter((line) => line.trim().length > 0);
  const words = countWords(bit.setup) + punchlines.reduce((sum, line) => sum + countWords(line), 0);
  const seconds = (words * 60) / WORDS_PER_MINUTE + punchlines.length * SECONDS_PER_PUNCHLINE_BEAT;
  return Math.ceil(seconds);
}

/** A set's running time: the sum of its bits. */
export function estimateSetSeconds(bits: readonly TimedBit[]): number {
  return bits.reduce((sum, bit) => sum + estimateBitSeconds(bit), 0);
}

/** "4:05" for 245 seconds; "1:02:03" past an hour. */
export function formatRunningTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

export type TargetStatus = { kind: "over" | "under" | "on"; seconds: number };

/**
 * The set's total against its target in minutes: over or under by how many seconds, or on
 * target when within 15 seconds either way.
 */
export function compareToTarget(totalSeconds: number, targetMinutes: number): TargetStatus {
  const difference = totalSeconds - targetMinutes * 60;
  if (Math.abs(difference) <= 15) return { kind: "on", seconds: Math.abs(difference) };
  return { kind: difference > 0 ? "over" : "under", seconds: Math.abs(difference) };
}
