import { describe, expect, it } from "vitest";
import { mergeVisibleOrder, moveItem, sendToTop } from "./reorder";

describe("mergeVisibleOrder", () => {
  it("reorders visible notes inside their own slots", () => {
    // 2 and 4 are hidden by a filter; the comedian swapped 1 and 5.
    expect(mergeVisibleOrder([1, 2, 3, 4, 5], [5, 3, 1])).toEqual([5, 2, 3, 4, 1]);
  });
  it("is the new order when everything is visible", () => {
    expect(mergeVisibleOrder([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2]);
  });
});

describe("moveItem", () => {
  it("moves down and up", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });
});

describe("sendToTop", () => {
  it("puts the note first", () => expect(sendToTop([1, 2, 3], 3)).toEqual([3, 1, 2]));
  it("keeps a note already on top", () => expect(sendToTop([1, 2, 3], 1)).toEqual([1, 2, 3]));
});
