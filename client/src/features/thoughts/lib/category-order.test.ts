import { describe, expect, it } from "vitest";
import { moveId, orderByIds } from "./category-order";

describe("moveId", () => {
  it("moves an id earlier or later by one, and stops at the ends", () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it("leaves the list alone for an unknown id", () => {
    expect(moveId([1, 2], 9, 1)).toEqual([1, 2]);
  });
});

describe("orderByIds", () => {
  it("puts items in the listed order, the rest after in their old order", () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(orderByIds(items, [3, 1]).map((item) => item.id)).toEqual([3, 1, 2, 4]);
  });
});
