import { describe, expect, it } from "vitest";
import { bitTag } from "./bit-tag";

describe("bitTag", () => {
  it("keeps a short setup whole", () => {
    expect(bitTag("  Airline   food ")).toBe("Airline food");
  });

  it("takes the first five words and marks the cut", () => {
    expect(bitTag("My dentist has a podcast, and it is all drilling")).toBe("My dentist has a podcast…");
    expect(bitTag("I went to the bank, yesterday")).toBe("I went to the bank…");
  });

  it("cuts very long words to fit the card", () => {
    expect(bitTag("Supercalifragilisticexpialidocious antidisestablishmentarianism")).toHaveLength(32);
  });

  it("gives nothing for a blank setup", () => {
    expect(bitTag("   ")).toBe("");
  });
});
