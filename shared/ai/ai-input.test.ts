import { describe, expect, it } from "vitest";
import { generateIdeasSchema, generatePunchlinesSchema, generateSimilesSchema, topicalPromptsSchema } from "./ai-input";

describe("AI inputs", () => {
  it("caps the setup at 2,000 characters and the count at 1 to 10", () => {
    expect(generatePunchlinesSchema.parse({ setup: "x".repeat(2000) }).count).toBe(5);
    expect(generatePunchlinesSchema.safeParse({ setup: "x".repeat(2001) }).success).toBe(false);
    expect(generatePunchlinesSchema.safeParse({ setup: "a", count: 0 }).success).toBe(false);
    expect(generatePunchlinesSchema.safeParse({ setup: "a", count: 11 }).success).toBe(false);
    expect(generatePunchlinesSchema.safeParse({ setup: "a", count: 2.5 }).success).toBe(false);
  });

  it("defaults the topical style to observational and the simile count to 8", () => {
    expect(topicalPromptsSchema.parse({ topic: "rent" }).style).toBe("observational");
    expect(generateSimilesSchema.parse({ topic: "rent" })).toMatchObject({ type: "funny", count: 8 });
    expect(generateSimilesSchema.safeParse({ topic: "rent", type: "sad" }).success).toBe(false);
  });

  it("takes ideas' keywords as an object and personal keywords as a list", () => {
    const parsed = generateIdeasSchema.parse({ prompt: "So {setup}", keywords: { setup: " scary " }, personalKeywords: [" a ", ""] });
    expect(parsed).toEqual({ prompt: "So {setup}", keywords: { setup: "scary" }, personalKeywords: ["a"] });
    expect(generateIdeasSchema.safeParse({ prompt: "x", keywords: "scary" }).success).toBe(false);
  });
});
