import { describe, expect, it } from "vitest";
import { parsePlainTextJokes } from "./plain-text";

describe("parsePlainTextJokes", () => {
  it("reads one joke per paragraph, split like a texted joke", () => {
    const text = "Airline food / what's the deal\r\n\r\nMy dog is a lawyer/he only chases ambulances\n\n\nJust a setup\n";
    expect(parsePlainTextJokes(text)).toEqual([
      { setup: "Airline food", punchlines: ["what's the deal"] },
      { setup: "My dog is a lawyer", punchlines: ["he only chases ambulances"] },
      { setup: "Just a setup", punchlines: [] },
    ]);
  });

  it("prefers a spaced slash and takes further lines as more punchlines", () => {
    expect(parsePlainTextJokes("I love 24/7 stores / they never judge\n  tag one  \ntag two")).toEqual([
      { setup: "I love 24/7 stores", punchlines: ["they never judge", "tag one", "tag two"] },
    ]);
  });

  it("drops blank paragraphs, control characters and setups that are only a slash", () => {
    expect(parsePlainTextJokes("  \n\n / only a punchline\n\nNUL\u0000 here")).toEqual([{ setup: "NUL here", punchlines: [] }]);
  });
});
