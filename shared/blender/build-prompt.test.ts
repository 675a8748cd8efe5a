import { describe, expect, it } from "vitest";
import { buildPrompt, FIXED_TEMPLATE, hasCoreWords, renderPrompt, replaceWord, type BlenderSources } from "./build-prompt";
import { pick, sequence } from "./random";

const sources: BlenderSources = {
  setupKeywords: ["scary", "hard", "stupid", "weird"],
  topicCategories: ["drugs", "pets"],
  personalKeywords: ["my dad", "Texas"],
  sentenceStarters: ["I find it {setup} to...", "What's {setup} about {topic} is..."],
};
const allOn = { setup: true, topic: true, personal: true };

describe("pick", () => {
  it("maps [0, 1) onto the list and gives nothing from an empty list", () => {
    expect(pick(["a", "b", "c"], () => 0)).toBe("a");
    expect(pick(["a", "b", "c"], () => 0.999)).toBe("c");
    expect(pick([], () => 0.5)).toBeUndefined();
  });
});

describe("buildPrompt", () => {
  it("picks a setup word, a topic and a starter with the random source", () => {
    // setup 0.5 → stupid, topic 0.9 → pets, personal coin 0.7 → no, starter 0.9 → the second.
    const prompt = buildPrompt(sources, allOn, sequence(0.5, 0.9, 0.7, 0.9));
    expect(prompt?.words).toEqual({ setup: "stupid", topic: "pets" });
    expect(prompt?.text).toBe("What's stupid about pets is...");
    expect(prompt?.parts).toEqual([
      { kind: "text", text: "What's " },
      { kind: "setup", text: "stupid" },
      { kind: "text", text: " about " },
      { kind: "topic", text: "pets" },
      { kind: "text", text: " is..." },
    ]);
  });

  it("adds a personal keyword when the coin lands under 50%", () => {
    const prompt = buildPrompt(sources, allOn, sequence(0, 0, 0.49, 0.99, 0));
    expect(prompt?.words.personal).toBe("Texas");
    expect(prompt?.text).toBe("I find it scary to... Topic: drugs. Work in: Texas.");
  });

  it("never adds a personal keyword when they are off or there are none", () => {
    expect(buildPrompt(sources, { ...allOn, personal: false }, () => 0)?.words.personal).toBeUndefined();
    expect(buildPrompt({ ...sources, personalKeywords: [] }, allOn, () => 0)?.words.personal).toBeUndefined();
  });

  it("uses only starters whose placeholders are in play", () => {
    const prompt = buildPrompt(sources, { setup: false, topic: true, personal: false }, sequence(0, 0));
    expect(prompt?.template).toBe("Write something about {topic}...");
    expect(prompt?.text).toBe("Write something about drugs...");
  });

  it("falls back to the fixed template without starters", () => {
    const prompt = buildPrompt({ ...sources, sentenceStarters: [] }, allOn, sequence(0.3, 0.6, 0.9));
    expect(prompt?.template).toBe(FIXED_TEMPLATE);
    expect(prompt?.text).toBe("Write something hard about pets...");
  });

  it("gives no prompt when neither setup keywords nor topics are in play", () => {
    const off = { setup: false, topic: false, personal: true };
    expect(hasCoreWords(sources, off)).toBe(false);
    expect(buildPrompt(sources, off, Math.random)).toBeNull();
    expect(buildPrompt({ ...sources, setupKeywords: [], topicCategories: [] }, allOn, Math.random)).toBeNull();
  });
});

describe("replaceWord", () => {
  it("swaps the word and keeps the template", () => {
    const prompt = renderPrompt("What's {setup} about {topic} is...", { setup: "scary", topic: "pets" });
    const next = replaceWord(prompt, "topic", "weather");
    expect(next.text).toBe("What's scary about weather is...");
    expect(next.template).toBe(prompt.template);
    expect(replaceWord(next, "personal", "my dad").text).toBe("What's scary about weather is... Work in: my dad.");
  });

  it("leaves an unfilled placeholder as written", () => {
    expect(renderPrompt("So {setup}", {}).text).toBe("So {setup}");
  });
});
