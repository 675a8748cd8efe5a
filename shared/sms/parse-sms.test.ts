import { describe, expect, it } from "vitest";
import { parseSms, type SmsCommand } from "./parse-sms";

const joke = (setup: string, punchline = ""): SmsCommand => ({ kind: "joke", setup, punchline });

describe("parseSms", () => {
  it.each<[string, SmsCommand]>([
    ["joke: Airline food / Who ordered this?", joke("Airline food", "Who ordered this?")],
    ["JOKE: Airline food / Who ordered this?", joke("Airline food", "Who ordered this?")],
    ["Joke:Airline food/Who ordered this?", joke("Airline food", "Who ordered this?")],
    ["  joke :   lots of   space   /   punch  ", joke("lots of   space", "punch")],
    ["joke: My dad 🧔 / he's a ✨legend✨", joke("My dad 🧔", "he's a ✨legend✨")],
    ["joke: Café société / très drôle", joke("Café société", "très drôle")],
    ["joke: 東京の電車 / 満員", joke("東京の電車", "満員")],
    ["joke: one / two / three", joke("one", "two / three")],
    ["joke: 50/50 chance / of rain", joke("50/50 chance", "of rain")],
    ["joke: and/or / both", joke("and/or", "both")],
    ["joke: either/or", joke("either", "or")],
    ["joke: a/b/c", joke("a", "b/c")],
    ["joke: Just a setup", joke("Just a setup")],
    ["joke: setup with trailing slash /", joke("setup with trailing slash")],
    ["joke: tabs\tand\nnewlines\t/\tpunch", joke("tabs\tand\nnewlines", "punch")],
    ["joke:", { kind: "format-help" }],
    ["joke:    ", { kind: "format-help" }],
    ["joke: / only a punchline", { kind: "format-help" }],
    ["joke:/punch", { kind: "format-help" }],
    ["help", { kind: "help" }],
    ["  HELP  ", { kind: "help" }],
    ["Help me", { kind: "unknown" }],
    ["hello there", { kind: "unknown" }],
    ["", { kind: "unknown" }],
    ["jokes: plural is not the keyword", { kind: "unknown" }],
    ["my joke: not at the start", { kind: "unknown" }],
  ])("%j", (body, expected) => {
    expect(parseSms(body)).toEqual(expected);
  });

  it("treats a missing body as unknown", () => {
    expect(parseSms(undefined)).toEqual({ kind: "unknown" });
    expect(parseSms(null)).toEqual({ kind: "unknown" });
  });
});
