import { describe, expect, it } from "vitest";
import { patchById, putFirst, replaceById, restoreById, swapPlaceholder } from "./id-list";

const notes = [
  { id: 1, stage: "idea", onStool: false },
  { id: 2, stage: "on_hold", onStool: false },
  { id: 3, stage: "idea", onStool: false },
];

describe("patchById", () => {
  it("changes the row in place", () => {
    expect(patchById(notes, 2, { stage: "working_on" }, false)).toEqual([
      notes[0],
      { id: 2, stage: "working_on", onStool: false },
      notes[2],
    ]);
  });

  it("moves a promoted row to the top", () => {
    expect(patchById(notes, 3, { onStool: true }, true).map((n) => [n.id, n.onStool])).toEqual([
      [3, true],
      [1, false],
      [2, false],
    ]);
  });

  it("leaves the list alone for an unknown id", () => {
    expect(patchById(notes, 9, { stage: "x" }, true)).toEqual(notes);
  });
});

describe("restoreById", () => {
  it("puts the row back where it was, as it was", () => {
    const moved = patchById(notes, 3, { onStool: true }, true);
    expect(restoreById(moved, notes, 3)).toEqual(notes);
  });

  it("keeps other rows' newer state and clamps the index", () => {
    const moved = patchById(patchById(notes, 3, { onStool: true }, true), 1, { stage: "on_hold" }, false);
    expect(restoreById(moved, notes, 3)).toEqual([{ id: 1, stage: "on_hold", onStool: false }, notes[1], notes[2]]);
    expect(restoreById([notes[0]!], notes, 3).map((n) => n.id)).toEqual([1, 3]);
  });

  it("takes out a row the snapshot did not have", () => {
    const placeholder = { id: -1, stage: "idea", onStool: false };
    expect(restoreById([placeholder, ...notes], notes, -1)).toEqual(notes);
  });
});

describe("replaceById", () => {
  it("swaps in the saved row, keeping its position", () => {
    const saved = { id: 2, stage: "idea", onStool: true };
    expect(replaceById(notes, saved)).toEqual([notes[0], saved, notes[2]]);
  });
});

describe("swapPlaceholder", () => {
  const placeholder = { id: -1, stage: "idea", onStool: false };
  const saved = { id: 4, stage: "idea", onStool: false };

  it("puts the saved row where the placeholder was", () => {
    expect(swapPlaceholder([notes[0]!, placeholder, notes[1]!], -1, saved)).toEqual([notes[0], saved, notes[1]]);
  });

  it("adds it on top when the placeholder is gone, but never twice", () => {
    expect(swapPlaceholder(notes, -1, saved)).toEqual([saved, ...notes]);
    expect(swapPlaceholder([saved, ...notes], -1, saved)).toEqual([saved, ...notes]);
    expect(swapPlaceholder([placeholder, saved, ...notes], -1, saved)).toEqual([saved, ...notes]);
  });
});

describe("putFirst", () => {
  it("puts a new row on top", () => {
    expect(putFirst(notes, { id: 4, stage: "idea", onStool: false }).map((n) => n.id)).toEqual([4, 1, 2, 3]);
  });

  it("moves a saved row to the top, in its saved state, without a second copy", () => {
    expect(putFirst(notes, { id: 2, stage: "working_on", onStool: false })).toEqual([
      { id: 2, stage: "working_on", onStool: false },
      notes[0],
      notes[2],
    ]);
  });
});
