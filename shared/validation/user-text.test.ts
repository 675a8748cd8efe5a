import { describe, expect, it } from "vitest";
import { cleanText, optionalUserText, userText, userTextList } from "./user-text";

describe("cleanText", () => {
  it.each([
    ["a\u0000b", "ab"],
    ["line one\r\nline two\rline three", "line one\nline two\nline three"],
    ["tab\tkept\nnewline kept", "tab\tkept\nnewline kept"],
    ["bell\u0007 escape\u001b delete\u007f", "bell escape delete"],
    ["emoji 🎤 and accents é stay", "emoji 🎤 and accents é stay"],
  ])("cleans %j", (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe("userText", () => {
  const setup = userText({ label: "Setup", max: 10 });

  it("strips control characters and trims", () => {
    expect(setup.parse("  my\u0000 joke  ")).toBe("my joke");
  });

  it("refuses blank or control-only text as missing", () => {
    expect(setup.safeParse("   ").error?.issues[0]?.message).toBe("Setup is required");
    expect(setup.safeParse("\u0000\u0000").error?.issues[0]?.message).toBe("Setup is required");
  });

  it("caps the length after cleaning", () => {
    expect(setup.safeParse("x".repeat(11)).error?.issues[0]?.message).toBe("Setup must be at most 10 characters");
    expect(setup.parse(`${"x".repeat(10)}\u0000`)).toBe("x".repeat(10));
  });

  it("refuses a non-string", () => {
    expect(setup.safeParse(42).error?.issues[0]?.message).toBe("Setup must be text");
    expect(setup.safeParse(undefined).error?.issues[0]?.message).toBe("Setup is required");
  });

  it("keeps spaces when told not to trim, and allows blank when optional", () => {
    expect(userText({ label: "Body", max: 20, trim: false, required: false }).parse(" hi ")).toBe(" hi ");
  });
});

describe("optionalUserText", () => {
  const notes = optionalUserText({ label: "Notes", max: 5 });
  it("stores blank as null and keeps null", () => {
    expect(notes.parse("  \u0000 ")).toBeNull();
    expect(notes.parse(null)).toBeNull();
    expect(notes.parse("a\u0000b")).toBe("ab");
  });
});

describe("userTextList", () => {
  const tags = userTextList({ label: "Tags", max: 5, maxItems: 3 });
  it("cleans and trims every entry and drops blanks", () => {
    expect(tags.parse([" a ", "\u0000", "b\u0000"])).toEqual(["a", "b"]);
  });
  it("caps the count and each entry", () => {
    expect(tags.safeParse(["1", "2", "3", "4"]).success).toBe(false);
    expect(tags.safeParse(["toolong"]).success).toBe(false);
  });
});
