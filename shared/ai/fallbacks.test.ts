import { describe, expect, it } from "vitest";
import { FALLBACK_IDEA_COUNT, FALLBACK_SIMILE_COUNT, fallbackIdeas, fallbackSimiles } from "./fallbacks";
import { simileStyles } from "./simile-styles";

describe("fallbackIdeas", () => {
  it("gives five ideas built from the prompt and its words", () => {
    const ideas = fallbackIdeas("What's weird about pets is...", { setup: "weird", topic: "pets", personal: "my dad" });
    expect(ideas).toHaveLength(FALLBACK_IDEA_COUNT);
    expect(ideas[0]).toContain("What's weird about pets is...");
    expect(ideas.join(" ")).toContain("my dad");
    expect(ideas.every((idea) => idea.includes("pets"))).toBe(true);
  });

  it("reads well without words", () => {
    const ideas = fallbackIdeas("Go", {});
    expect(ideas.join(" ")).not.toContain("undefined");
  });
});

describe("fallbackSimiles", () => {
  it.each(simileStyles)("gives six different %s similes about the topic", (style) => {
    const similes = fallbackSimiles("my landlord", style);
    expect(similes).toHaveLength(FALLBACK_SIMILE_COUNT);
    expect(new Set(similes).size).toBe(FALLBACK_SIMILE_COUNT);
    expect(similes.every((simile) => simile.includes("my landlord"))).toBe(true);
  });
});
