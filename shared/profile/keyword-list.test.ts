import { describe, expect, it } from "vitest";
import { addKeyword, normalizeKeywordList } from "./keyword-list";

describe("normalizeKeywordList", () => {
  it("trims entries and drops blank ones", () => {
    expect(normalizeKeywordList(["  scary ", "", "   ", "weird"])).toEqual(["scary", "weird"]);
  });

  it("drops repeats, ignoring case and spaces, keeping the first spelling", () => {
    expect(normalizeKeywordList(["Dogs", "dogs", " DOGS ", "cats"])).toEqual(["Dogs", "cats"]);
  });

  it("keeps the order entries were given in", () => {
    expect(normalizeKeywordList(["c", "a", "b"])).toEqual(["c", "a", "b"]);
  });
});

describe("addKeyword", () => {
  it("adds a new trimmed entry at the end", () => {
    expect(addKeyword(["pets"], "  weather ")).toEqual(["pets", "weather"]);
  });

  it("leaves the list alone for a blank or repeated entry", () => {
    expect(addKeyword(["pets"], "   ")).toEqual(["pets"]);
    expect(addKeyword(["pets"], "PETS")).toEqual(["pets"]);
  });
});
