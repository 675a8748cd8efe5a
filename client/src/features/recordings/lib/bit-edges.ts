import type { BitSegment } from "@shared/recordings/recording-metrics";

/** One arrow key press moves a boundary this far. */
export const BOUNDARY_STEP_MS = 500;
/** A bit is never made shorter than this by moving a boundary. */
export const MIN_BIT_MS = 500;

/**
 * A place on the timeline the comedian can move: the start of the first bit, each boundary
 * between two bits (in time order), and the end of the last. `before` and `after` are the
 * bits' indices in the list as given (their positions), or null at the outer ends.
 */
export interface BitEdge {
  ms: number;
  minMs: number;
  maxMs: number;
  before: number | null;
  after: number | null;
}

/** The bit indices in time order. */
const timeOrder = (bits: readonly BitSegment[]) =>
  bits.map((_, i) => i).sort((a, b) => bits[a]!.startMs - bits[b]!.startMs || a - b);

export function bitEdges(bits: readonly BitSegment[], durationMs: number): BitEdge[] {
  const order = timeOrder(bits);
  if (order.length === 0) return [];
  const edges: BitEdge[] = order.map((index, k) => {
    const bit = bits[index]!;
    const prevIndex = k > 0 ? order[k - 1]! : null;
    const prev = prevIndex === null ? null : bits[prevIndex]!;
    return {
      ms: bit.startMs,
      minMs: prev ? prev.startMs + MIN_BIT_MS : 0,
      maxMs: bit.endMs - MIN_BIT_MS,
      before: prevIndex,
      after: index,
    };
  });
  const lastIndex = order[order.length - 1]!;
  const last = bits[lastIndex]!;
  edges.push({ ms: last.endMs, minMs: last.startMs + MIN_BIT_MS, maxMs: durationMs, before: lastIndex, after: null });
  return edges;
}

/**
 * The bits with one edge moved to `toMs` (kept between its neighbours). A boundary between two
 * bits that touch moves both; where a gap lies between them, only the later bit's start moves.
 */
export function moveBitEdge(bits: readonly BitSegment[], edge: BitEdge, toMs: number): BitSegment[] {
  const ms = Math.round(Math.min(Math.max(toMs, edge.minMs), Math.max(edge.minMs, edge.maxMs)));
  return bits.map((bit, i) => {
    if (i === edge.after) return { ...bit, startMs: ms };
    if (i === edge.before && (edge.after === null || bit.endMs >= edge.ms)) return { ...bit, endMs: ms };
    return bit;
  });
}
