import { describe, expect, it } from "vitest";
import { noteText, textChanged, type NoteText } from "./note-text";

const text: NoteText = { setup: "Airline food", punchlines: ["a", "b"], notes: null, inspiration: "plane" };

describe("textChanged", () => {
  it("is false for the same words", () => {
    expect(textChanged(text, { ...text, punchlines: ["a", "b"] })).toBe(false);
  });

  it("sees a change in any field", () => {
    expect(textChanged(text, { ...text, setup: "Airline food!" })).toBe(true);
    expect(textChanged(text, { ...text, punchlines: ["a"] })).toBe(true);
    expect(textChanged(text, { ...text, punchlines: ["b", "a"] })).toBe(true);
    expect(textChanged(text, { ...text, notes: "" })).toBe(true);
    expect(textChanged(text, { ...text, inspiration: null })).toBe(true);
  });
});

describe("noteText", () => {
  it("keeps only the words", () => {
    expect(noteText({ ...text, id: 3, stage: "idea" } as NoteText)).toEqual(text);
  });
});
