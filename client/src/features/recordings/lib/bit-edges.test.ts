import { describe, expect, it } from "vitest";
import { bitEdges, MIN_BIT_MS, moveBitEdge } from "./bit-edges";

const bits = [
  { jokeNoteId: 1, startMs: 0, endMs: 10_000 },
  { jokeNoteId: 2, startMs: 10_000, endMs: 25_000 },
  { jokeNoteId: 1, startMs: 25_000, endMs: 30_000 },
];

describe("bit edges", () => {
  it("lists the first start, each boundary and the last end, with how far each can go", () => {
    expect(bitEdges(bits, 32_000)).toEqual([
      { ms: 0, minMs: 0, maxMs: 10_000 - MIN_BIT_MS, before: null, after: 0 },
      { ms: 10_000, minMs: MIN_BIT_MS, maxMs: 25_000 - MIN_BIT_MS, before: 0, after: 1 },
      { ms: 25_000, minMs: 10_000 + MIN_BIT_MS, maxMs: 30_000 - MIN_BIT_MS, before: 1, after: 2 },
      { ms: 30_000, minMs: 25_000 + MIN_BIT_MS, maxMs: 32_000, before: 2, after: null },
    ]);
    expect(bitEdges([], 1_000)).toEqual([]);
  });

  it("follows time order when the list is not in it", () => {
    const shuffled = [bits[2]!, bits[0]!, bits[1]!];
    expect(bitEdges(shuffled, 30_000).map((e) => [e.before, e.after])).toEqual([
      [null, 1],
      [1, 2],
      [2, 0],
      [0, null],
    ]);
  });

  it("moves a boundary between touching bits for both of them", () => {
    const edge = bitEdges(bits, 30_000)[1]!;
    expect(moveBitEdge(bits, edge, 12_500)).toEqual([
      { jokeNoteId: 1, startMs: 0, endMs: 12_500 },
      { jokeNoteId: 2, startMs: 12_500, endMs: 25_000 },
      bits[2],
    ]);
  });

  it("keeps every bit at least MIN_BIT_MS long and inside the recording", () => {
    const edges = bitEdges(bits, 30_000);
    expect(moveBitEdge(bits, edges[1]!, 99_000)[1]).toEqual({ jokeNoteId: 2, startMs: 25_000 - MIN_BIT_MS, endMs: 25_000 });
    expect(moveBitEdge(bits, edges[0]!, -4_000)[0]).toEqual(bits[0]);
    expect(moveBitEdge(bits, edges[3]!, 99_000)[2]).toEqual({ jokeNoteId: 1, startMs: 25_000, endMs: 30_000 });
    expect(moveBitEdge(bits, edges[3]!, 25_100)[2]).toEqual({ jokeNoteId: 1, startMs: 25_000, endMs: 25_000 + MIN_BIT_MS });
  });

  it("moves only the later bit's start across a gap", () => {
    const gapped = [
      { jokeNoteId: 1, startMs: 0, endMs: 8_000 },
      { jokeNoteId: 2, startMs: 10_000, endMs: 20_000 },
    ];
    const edge = bitEdges(gapped, 20_000)[1]!;
    expect(moveBitEdge(gapped, edge, 9_000)).toEqual([gapped[0], { jokeNoteId: 2, startMs: 9_000, endMs: 20_000 }]);
  });
});
