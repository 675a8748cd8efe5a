import { describe, expect, it } from "vitest";
import { joinTags, splitTags } from "./tags";

describe("splitTags", () => {
  it("splits on commas, trims, and drops empty tags", () => {
    expect(splitTags(" airports, ,family ,, dating  ")).toEqual(["airports", "family", "dating"]);
    expect(splitTags("")).toEqual([]);
    expect(splitTags(" , ,")).toEqual([]);
  });

  it("splits each entry of a list too", () => {
    expect(splitTags(["work, money", " ", "dogs"])).toEqual(["work", "money", "dogs"]);
  });

  it("keeps a tag once, whatever its case", () => {
    expect(splitTags("Mom, mom, MOM, dad")).toEqual(["Mom", "dad"]);
  });

  it("strips control characters and folds inner spaces", () => {
    expect(splitTags("new\u0000 york,  open   mic ")).toEqual(["new york", "open mic"]);
  });

  it("joins back for the form", () => {
    expect(joinTags(["a", "b c"])).toBe("a, b c");
  });
});
