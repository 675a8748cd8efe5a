import { describe, expect, it } from "vitest";
import { targetText } from "./target-text";

describe("targetText", () => {
  it("says how far over or under the target the set runs", () => {
    expect(targetText(245, 5)).toEqual({ text: "0:55 under", kind: "under" });
    expect(targetText(330, 5)).toEqual({ text: "0:30 over", kind: "over" });
    expect(targetText(305, 5)).toEqual({ text: "On target", kind: "on" });
  });
});
