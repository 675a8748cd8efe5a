import { describe, expect, it } from "vitest";
import { orderByIds } from "./order-by-ids";

describe("orderByIds", () => {
  const notes = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it("puts the notes in the given id order", () => {
    expect(orderByIds(notes, [3, 1, 4, 2]).map((n) => n.id)).toEqual([3, 1, 4, 2]);
  });

  it("keeps unlisted notes after the listed ones and ignores unknown ids", () => {
    expect(orderByIds(notes, [4, 99, 2]).map((n) => n.id)).toEqual([4, 2, 1, 3]);
  });
});
