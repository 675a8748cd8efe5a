import { describe, expect, it } from "vitest";
import { matchesThoughtSearch, thoughtCount, visibleThoughts } from "./thought-list";

const thought = (id: number, content: string, tags: string[], categoryId = 1, isFavorite = false) => ({
  id,
  content,
  tags,
  categoryId,
  isFavorite,
});

describe("matchesThoughtSearch", () => {
  it("matches content or a tag, whatever the case", () => {
    const t = thought(1, "Why do AIRPORTS sell neck pillows?", ["Travel", "rant"]);
    expect(matchesThoughtSearch(t, "airports")).toBe(true);
    expect(matchesThoughtSearch(t, "TRAVEL")).toBe(true);
    expect(matchesThoughtSearch(t, " ran ")).toBe(true);
    expect(matchesThoughtSearch(t, "dentist")).toBe(false);
    expect(matchesThoughtSearch(t, "")).toBe(true);
  });
});

describe("visibleThoughts", () => {
  const all = [
    thought(1, "Dogs", ["pets"], 1, true),
    thought(2, "Cats", ["pets"], 2),
    thought(3, "Taxes", [], 1),
  ];

  it("keeps the selected category, or all of them", () => {
    expect(visibleThoughts(all, { categoryId: 1, search: "", favoritesOnly: false }).map((t) => t.id)).toEqual([1, 3]);
    expect(visibleThoughts(all, { categoryId: null, search: "", favoritesOnly: false }).map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it("combines search and favourites", () => {
    expect(visibleThoughts(all, { categoryId: null, search: "PETS", favoritesOnly: false }).map((t) => t.id)).toEqual([1, 2]);
    expect(visibleThoughts(all, { categoryId: null, search: "pets", favoritesOnly: true }).map((t) => t.id)).toEqual([1]);
  });
});

it("counts thoughts in words", () => {
  expect(thoughtCount(0)).toBe("0 thoughts");
  expect(thoughtCount(1)).toBe("1 thought");
  expect(thoughtCount(2)).toBe("2 thoughts");
});
