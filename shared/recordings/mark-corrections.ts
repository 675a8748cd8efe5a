import type { TimeSpan } from "./recording-dto";

/** What the comedian did to one mark (a laugh or an applause break) between two versions. */
export interface MarkCorrection {
  change: "added" | "moved" | "removed";
  /** The mark as it now is (as it was, when removed). */
  startMs: number;
  endMs: number;
  /** Where a moved mark was. */
  fromStartMs?: number;
  fromEndMs?: number;
}

const overlap = (a: TimeSpan, b: TimeSpan) => Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs);
const same = (a: TimeSpan, b: TimeSpan) => a.startMs === b.startMs && a.endMs === b.endMs;

/**
 * The corrections that turn `before` into `after`: marks kept as they were are no correction; a
 * mark that overlaps its old self (the most overlapping pair first) was moved; the rest were
 * removed or added. Pure, and the same whatever order either list comes in.
 */
export function correctionsBetween(before: readonly TimeSpan[], after: readonly TimeSpan[]): MarkCorrection[] {
  const byTime = (a: TimeSpan, b: TimeSpan) => a.startMs - b.startMs || a.endMs - b.endMs;
  const old = [...before].sort(byTime);
  const now = [...after].sort(byTime);
  const oldLeft = new Set(old.keys());
  const nowLeft = new Set(now.keys());
  // Unchanged marks first.
  for (const i of [...oldLeft]) {
    const j = [...nowLeft].find((k) => same(old[i]!, now[k]!));
    if (j !== undefined) {
      oldLeft.delete(i);
      nowLeft.delete(j);
    }
  }
  // Then moves: overlapping pairs, the most overlap first (ties by time).
  const pairs: { i: number; j: number; shared: number }[] = [];
  for (const i of oldLeft) for (const j of nowLeft) if (overlap(old[i]!, now[j]!) > 0) pairs.push({ i, j, shared: overlap(old[i]!, now[j]!) });
  pairs.sort((a, b) => b.shared - a.shared || a.i - b.i || a.j - b.j);
  const corrections: MarkCorrection[] = [];
  for (const { i, j } of pairs) {
    if (!oldLeft.has(i) || !nowLeft.has(j)) continue;
    oldLeft.delete(i);
    nowLeft.delete(j);
    corrections.push({ change: "moved", startMs: now[j]!.startMs, endMs: now[j]!.endMs, fromStartMs: old[i]!.startMs, fromEndMs: old[i]!.endMs });
  }
  for (const i of oldLeft) corrections.push({ change: "removed", startMs: old[i]!.startMs, endMs: old[i]!.endMs });
  for (const j of nowLeft) corrections.push({ change: "added", startMs: now[j]!.startMs, endMs: now[j]!.endMs });
  return corrections.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs || a.change.localeCompare(b.change));
}
