import { describe, expect, it } from "vitest";
import { matchesNoteSearch, noteContentPreview, noteTitlePreview } from "./note-list";

const note = (title: string, content: string) => ({ title, content });

describe("matchesNoteSearch", () => {
  it("matches the title or the content, whatever the case", () => {
    const n = note("Dentist Bit", "Open wide\nand tell me about your MOTHER");
    expect(matchesNoteSearch(n, "dentist")).toBe(true);
    expect(matchesNoteSearch(n, "mother")).toBe(true);
    expect(matchesNoteSearch(n, "  WIDE ")).toBe(true);
    expect(matchesNoteSearch(n, "airport")).toBe(false);
  });

  it("lets a blank search match everything", () => {
    expect(matchesNoteSearch(note("a", "b"), "   ")).toBe(true);
  });
});

describe("previews", () => {
  it("cuts titles at 80 characters and content at 120, with an ellipsis", () => {
    expect(noteTitlePreview(note("x".repeat(80), ""))).toBe("x".repeat(80));
    expect(noteTitlePreview(note("x".repeat(81), ""))).toBe(`${"x".repeat(80)}…`);
    expect(noteContentPreview(note("", "y".repeat(121)))).toBe(`${"y".repeat(120)}…`);
  });

  it("puts the content on one line", () => {
    expect(noteContentPreview(note("", "first line\n\n  second line "))).toBe("first line second line");
  });
});
