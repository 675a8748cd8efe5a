import { describe, expect, it } from "vitest";
import { AiUnavailableError } from "../../integrations/ai/ai-model";
import { listFromAnswer } from "./model-answer";

describe("listFromAnswer", () => {
  it("takes the named list, cleaned and cut to the count", () => {
    expect(listFromAnswer({ punchlines: [" one ", "", "tw\u0000o", "three"] }, "punchlines", 2)).toEqual(["one", "two"]);
  });

  it.each([
    ["another key", { ideas: ["a"] }],
    ["not a list", { punchlines: "a" }],
    ["objects in the list", { punchlines: [{ text: "a" }] }],
    ["an empty list", { punchlines: [] }],
    ["only blanks", { punchlines: [" ", "\u0000"] }],
    ["not an object", "punchlines"],
    ["null", null],
  ])("treats %s as a failed answer", (_label, answer) => {
    expect(() => listFromAnswer(answer, "punchlines", 5)).toThrow(AiUnavailableError);
  });
});
