import { describe, expect, it } from "vitest";
import { jokeCountText, openingPerformCategory, performCategoryOf, otherSetsWithJokes, performSet, readPerformCategory } from "./perform-set";

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

describe("openingPerformCategory", () => {
  const counts = (my_stool: number, open_mic: number, main: number) => ({ my_stool, open_mic, main });
  it("opens the set the address asks for, even an empty one", () => {
    expect(openingPerformCategory("open_mic", counts(3, 0, 2))).toBe("open_mic");
    expect(openingPerformCategory("main", undefined)).toBe("main");
  });
  it("without a set asked for, opens My Stool when it has jokes", () => {
    expect(openingPerformCategory(null, counts(1, 4, 4))).toBe("my_stool");
    expect(openingPerformCategory("bogus", counts(1, 0, 4))).toBe("my_stool");
  });
  it("without a set asked for and an empty My Stool, opens the first set with jokes", () => {
    expect(openingPerformCategory(null, counts(0, 0, 2))).toBe("main");
    expect(openingPerformCategory(undefined, counts(0, 5, 2))).toBe("open_mic");
  });
  it("falls back to My Stool when nothing has jokes or the counts are unknown", () => {
    expect(openingPerformCategory(null, counts(0, 0, 0))).toBe("my_stool");
    expect(openingPerformCategory(null, undefined)).toBe("my_stool");
  });
});

describe("otherSetsWithJokes", () => {
  it("lists the other non-empty sets in On Stage's order", () => {
    expect(otherSetsWithJokes("my_stool", { my_stool: 0, open_mic: 1, main: 3 })).toEqual(["open_mic", "main"]);
    expect(otherSetsWithJokes("main", { my_stool: 0, open_mic: 0, main: 3 })).toEqual([]);
    expect(otherSetsWithJokes("main", undefined)).toEqual([]);
  });
});

describe("jokeCountText", () => {
  it("says joke or jokes", () => {
    expect(jokeCountText(1)).toBe("1 joke");
    expect(jokeCountText(0)).toBe("0 jokes");
    expect(jokeCountText(12)).toBe("12 jokes");
  });
});

describe("performCategoryOf", () => {
  it("reads every spelling of a stool category as its set", () => {
    expect(performCategoryOf({ stoolCategory: "my_stool_material" })).toBe("my_stool");
    expect(performCategoryOf({ stoolCategory: "open_mic" })).toBe("open_mic");
    expect(performCategoryOf({ stoolCategory: null })).toBe("main");
    expect(performCategoryOf({ stoolCategory: "" })).toBe("main");
  });
});
