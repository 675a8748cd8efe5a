import { describe, expect, it } from "vitest";
import { fallbackIdeas } from "../ai/fallbacks";
import { generatedIdeas, readGeneratedIdea } from "./generated-idea";

describe("generatedIdeas", () => {
  const prompt = "Why is my landlord so weird about plants?";

  it("a local exercise starts a joke note from the prompt, not from its instructions", () => {
    const ideas = generatedIdeas({ ideas: fallbackIdeas(prompt, { setup: "weird", topic: "plants" }), source: "fallback" }, prompt);
    expect(ideas).toHaveLength(5);
    for (const idea of ideas) expect(idea.premise).toBe(prompt);
    expect(ideas[0]?.text).toMatch(/^Finish the line/);
  });

  it("a premise from the model is its own setup", () => {
    expect(generatedIdeas({ ideas: ["My landlord waters the plants I own"], source: "ai" }, prompt)).toEqual([
      { text: "My landlord waters the plants I own", premise: "My landlord waters the plants I own" },
    ]);
  });

  it("without a prompt an exercise keeps its own text", () => {
    expect(generatedIdeas({ ideas: ["Do it"], source: "fallback" }, "  ")).toEqual([{ text: "Do it", premise: "Do it" }]);
  });
});

describe("readGeneratedIdea", () => {
  it("reads both stored forms and refuses anything else", () => {
    expect(readGeneratedIdea("old line")).toEqual({ text: "old line", premise: "old line" });
    expect(readGeneratedIdea({ text: "Exercise", premise: "Premise" })).toEqual({ text: "Exercise", premise: "Premise" });
    expect(readGeneratedIdea({ text: "Exercise", premise: "" })).toEqual({ text: "Exercise", premise: "Exercise" });
    expect(readGeneratedIdea({ premise: "x" })).toBeNull();
    expect(readGeneratedIdea(7)).toBeNull();
    expect(readGeneratedIdea(null)).toBeNull();
  });
});
