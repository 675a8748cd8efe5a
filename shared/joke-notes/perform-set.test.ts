import { describe, expect, it } from "vitest";
import { performSet, readPerformCategory } from "./perform-set";

const notes = [
  { id: 1, onStool: true, stoolCategory: "my_stool" },
  { id: 2, onStool: true, stoolCategory: "open_mic_material" },
  { id: 3, onStool: true, stoolCategory: null },
  { id: 4, onStool: false, stoolCategory: "my_stool" },
  { id: 5, onStool: true, stoolCategory: "my_stool_material" },
  { id: 6, onStool: true, stoolCategory: "" },
];

describe("performSet", () => {
  it("keeps stool notes of the category, in order", () => {
    expect(performSet(notes, "my_stool").map((n) => n.id)).toEqual([1, 5]);
    expect(performSet(notes, "open_mic").map((n) => n.id)).toEqual([2]);
    expect(performSet(notes, "main").map((n) => n.id)).toEqual([3, 6]);
  });
});

describe("readPerformCategory", () => {
  it("defaults to my_stool", () => {
    expect(readPerformCategory(null)).toBe("my_stool");
    expect(readPerformCategory("backstage")).toBe("my_stool");
    expect(readPerformCategory("open_mic")).toBe("open_mic");
    expect(readPerformCategory("main")).toBe("main");
  });
});
