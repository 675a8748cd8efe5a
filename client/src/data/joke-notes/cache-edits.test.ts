import { describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { editList, editPages } from "./cache-edits";

const note = (id: number, sortOrder: number, setup = `note ${id}`, extra: Partial<JokeNote> = {}): JokeNote => ({
  id,
  setup,
  punchlines: [],
  notes: null,
  inspiration: null,
  stage: "idea",
  onStool: false,
  stoolCategory: null,
  sortOrder,
  durationSeconds: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  ...extra,
});
const ids = (notes: readonly JokeNote[]) => notes.map((n) => n.id);
const saved = [note(5, 1), note(4, 2), note(3, 3), note(2, 4), note(1, 5)];

describe("editList", () => {
  it("puts a saved note in its place in the sort, and out of a view it no longer matches", () => {
    const created = note(6, 0);
    expect(ids(editList(saved, { kind: "saved", note: created }, { sort: "newest" }, true))).toEqual([6, 5, 4, 3, 2, 1]);
    const renamed = { ...note(3, 3), setup: "aaa first" };
    expect(ids(editList(saved, { kind: "saved", note: renamed }, { sort: "setup" }, true)).at(0)).toBe(3);
    expect(ids(editList(saved, { kind: "saved", note: renamed }, { sort: "newest", q: "note" }, true))).toEqual([5, 4, 2, 1]);
    const promoted = { ...note(2, 4), onStool: true };
    expect(ids(editList(saved, { kind: "saved", note: promoted }, { sort: "newest", statuses: ["idea"] }, true))).toEqual([5, 4, 3, 1]);
  });

  it("swaps a placeholder for the saved note, and leaves out a note that sorts past the loaded rows", () => {
    const withPlaceholder = [note(-1, 0), ...saved];
    expect(ids(editList(withPlaceholder, { kind: "saved", note: note(9, 0), replaces: -1 }, { sort: "newest" }, true))).toEqual([9, 5, 4, 3, 2, 1]);
    const late = note(7, 99);
    expect(ids(editList(saved, { kind: "saved", note: late }, { sort: "newest" }, false))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(editList(saved, { kind: "saved", note: late }, { sort: "newest" }, true))).toEqual([5, 4, 3, 2, 1, 7]);
  });

  it("shows a move at once, then takes the server's places for every loaded note", () => {
    expect(ids(editList(saved, { kind: "movedAfter", id: 5, afterId: 3 }, { sort: "newest" }, true))).toEqual([4, 3, 5, 2, 1]);
    expect(ids(editList(saved, { kind: "movedAfter", id: 2, afterId: null }, { sort: "newest" }, true))).toEqual([2, 5, 4, 3, 1]);
    // Down: 5 from place 1 to 3 (after 3); 4 and 3 step up.
    const placed = editList(saved, { kind: "placed", note: note(5, 3), previousSortOrder: 1, shifted: true }, { sort: "newest" }, true);
    expect(placed.map((n) => [n.id, n.sortOrder])).toEqual([[4, 1], [3, 2], [5, 3], [2, 4], [1, 5]]);
    // To the top: only the moved note changes.
    const top = editList(saved, { kind: "placed", note: note(1, 0), previousSortOrder: 5, shifted: false }, { sort: "newest" }, true);
    expect(top.map((n) => [n.id, n.sortOrder])).toEqual([[1, 0], [5, 1], [4, 2], [3, 3], [2, 4]]);
  });

  it("keeps a saved note in its place under best performing, whose order the rows do not carry", () => {
    const best = [note(2, 4), note(5, 1), note(1, 5)];
    const renamed = { ...note(5, 1), setup: "renamed" };
    expect(ids(editList(best, { kind: "saved", note: renamed }, { sort: "best" }, true))).toEqual([2, 5, 1]);
    expect(editList(best, { kind: "saved", note: renamed }, { sort: "best" }, true)[1]!.setup).toBe("renamed");
    expect(ids(editList(best, { kind: "saved", note: note(8, 0) }, { sort: "best" }, false))).toEqual([2, 5, 1]);
    expect(ids(editList(best, { kind: "saved", note: note(8, 0) }, { sort: "best" }, true))).toEqual([2, 5, 1, 8]);
    expect(ids(editList(best, { kind: "saved", note: renamed }, { sort: "best", q: "note" }, true))).toEqual([2, 1]);
  });

  it("removes a deleted note", () => {
    expect(ids(editList(saved, { kind: "removed", id: 3 }, { sort: "oldest" }, false))).toEqual([5, 4, 2, 1]);
  });
});

describe("editPages", () => {
  it("keeps the pages' sizes and cursors, the last page taking the difference", () => {
    const data = {
      pages: [
        { notes: saved.slice(0, 2), nextCursor: "a" },
        { notes: saved.slice(2, 4), nextCursor: "b" },
      ],
      pageParams: [null, "a"],
    };
    const edited = editPages(data, { kind: "saved", note: note(6, 0) }, { sort: "newest" });
    expect(edited.pages.map((p) => ids(p.notes))).toEqual([[6, 5], [4, 3, 2]]);
    expect(edited.pages.map((p) => p.nextCursor)).toEqual(["a", "b"]);
    expect(edited.pageParams).toEqual([null, "a"]);
  });
});
