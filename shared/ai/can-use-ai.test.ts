import { describe, expect, it } from "vitest";
import { canUseAI } from "./can-use-ai";

describe("canUseAI", () => {
  it("is premium with AI features not switched off", () => {
    expect(canUseAI("premium", true)).toBe(true);
    expect(canUseAI("premium", null)).toBe(true);
    expect(canUseAI("premium", false)).toBe(false);
    expect(canUseAI("basic", true)).toBe(false);
    expect(canUseAI("free", true)).toBe(false);
  });
});
