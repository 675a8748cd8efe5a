import { describe, expect, it } from "vitest";
import { applyPatch, replaceNote, restoreNote } from "./optimistic";

const notes = [
  { id: 1, stage: "idea", onStool: false },
  { id: 2, stage: "on_hold", onStool: false },
  { id: 3, stage: "idea", onStool: false },
];

describe("applyPatch", () => {
  it("changes the note in place", () => {
    expect(applyPatch(notes, 2, { stage: "working_on" }, false)).toEqual([
      notes[0],
      { id: 2, stage: "working_on", onStool: false },
      notes[2],
    ]);
  });

  it("moves a promoted note to the top", () => {
    expect(applyPatch(notes, 3, { onStool: true }, true).map((n) => [n.id, n.onStool])).toEqual([
      [3, true],
      [1, false],
      [2, false],
    ]);
  });

  it("leaves the list alone for an unknown id", () => {
    expect(applyPatch(notes, 9, { stage: "x" }, true)).toEqual(notes);
  });
});

describe("restoreNote", () => {
  it("puts the note back where it was, as it was", () => {
    const moved = applyPatch(notes, 3, { onStool: true }, true);
    expect(restoreNote(moved, notes[2]!, 2)).toEqual(notes);
  });

  it("keeps other notes' newer state and clamps the index", () => {
    const moved = applyPatch(applyPatch(notes, 3, { onStool: true }, true), 1, { stage: "on_hold" }, false);
    expect(restoreNote(moved, notes[2]!, 2)).toEqual([{ id: 1, stage: "on_hold", onStool: false }, notes[1], notes[2]]);
    expect(restoreNote([notes[0]!], notes[2]!, 5).map((n) => n.id)).toEqual([1, 3]);
  });
});

describe("replaceNote", () => {
  it("swaps in the saved note, keeping its position", () => {
    const saved = { id: 2, stage: "idea", onStool: true };
    expect(replaceNote(notes, saved)).toEqual([notes[0], saved, notes[2]]);
  });
});
