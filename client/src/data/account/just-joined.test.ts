import { describe, expect, it } from "vitest";
import { forgetJustJoined, isJustJoined, markJustJoined } from "./just-joined";

describe("just joined", () => {
  it("holds from sign-up until the greeting has been shown", () => {
    expect(isJustJoined()).toBe(false);
    markJustJoined();
    expect(isJustJoined()).toBe(true);
    expect(isJustJoined()).toBe(true);
    forgetJustJoined();
    expect(isJustJoined()).toBe(false);
  });
});
