import { describe, expect, it } from "vitest";
import { ratingsHint } from "./ratings-hint";

describe("ratings hint", () => {
  it("asks for a set list only when there is one to pick", () => {
    expect(ratingsHint({ setListCount: 2, pickedSet: null })).toBe("pick-a-set");
    expect(ratingsHint({ setListCount: 0, pickedSet: null })).toBe("no-set-lists");
  });
  it("says a picked set list has no bits rather than asking to pick one", () => {
    expect(ratingsHint({ setListCount: 1, pickedSet: { bits: 0 } })).toBe("empty-set");
  });
  it("says nothing while the lists or the picked set load", () => {
    expect(ratingsHint({ setListCount: undefined, pickedSet: null })).toBe("loading");
    expect(ratingsHint({ setListCount: 1, pickedSet: undefined })).toBe("loading");
  });
});
