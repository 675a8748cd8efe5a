import { describe, expect, it } from "vitest";
import { comparable, diffWords, wordsOf } from "./word-diff";

describe("diffWords", () => {
  it("finds the same words whatever their case and punctuation, at 100%", () => {
    const result = diffWords(wordsOf("Airline food, what is the deal?"), wordsOf("airline food what is the deal"));
    expect(result.similarity).toBe(100);
    expect(result.diff).toEqual([{ op: "same", text: "Airline food, what is the deal?" }]);
  });

  it("says what was added on stage and what was dropped from the page, dropped first", () => {
    const result = diffWords(wordsOf("my wife left me for a pilot"), wordsOf("my wife left me for a plumber"));
    expect(result.diff).toEqual([
      { op: "same", text: "my wife left me for a" },
      { op: "dropped", text: "plumber" },
      { op: "added", text: "pilot" },
    ]);
    expect(result.similarity).toBe(Math.round((200 * 6) / 14));
  });

  it("keeps words added at either end and in the middle in the order said", () => {
    const result = diffWords(wordsOf("so anyway the cat really sat down folks"), wordsOf("the cat sat down"));
    expect(result.diff).toEqual([
      { op: "added", text: "so anyway" },
      { op: "same", text: "the cat" },
      { op: "added", text: "really" },
      { op: "same", text: "sat down" },
      { op: "added", text: "folks" },
    ]);
  });

  it("is 0% with nothing in common, 100% with nothing on either side", () => {
    expect(diffWords(["hello"], ["goodbye"]).similarity).toBe(0);
    expect(diffWords([], [])).toEqual({ diff: [], similarity: 100 });
    expect(diffWords([], ["written"]).diff).toEqual([{ op: "dropped", text: "written" }]);
  });

  it("compares words without the punctuation around them", () => {
    expect(comparable("“Really?!”")).toBe("really");
    expect(comparable("don't")).toBe("don't");
  });
});
