import { describe, expect, it } from "vitest";
import type { NoteText } from "@shared/joke-notes/note-text";
import { wordDiff } from "./word-diff";

const base: NoteText = { setup: "My wife left me for a pilot", punchlines: ["Now she is above me"], notes: null, inspiration: null };

describe("wordDiff", () => {
  it("marks the words removed and added in each changed field only", () => {
    const diff = wordDiff(base, { ...base, setup: "My wife left me for a drummer" });
    expect(diff).toEqual([
      {
        label: "Setup",
        parts: [
          { text: "My wife left me for a ", change: "same" },
          { text: "pilot", change: "removed" },
          { text: "drummer", change: "added" },
        ],
      },
    ]);
  });

  it("treats punchlines as lines and a missing text as empty", () => {
    const diff = wordDiff(base, { ...base, punchlines: ["Now she is above me", "Mile high"], notes: "tag" });
    expect(diff.map((field) => field.label)).toEqual(["Punchlines", "Notes"]);
    expect(diff[1]!.parts).toEqual([{ text: "tag", change: "added" }]);
    expect(diff[0]!.parts.filter((p) => p.change === "added").map((p) => p.text.trim())).toEqual(["Mile high"]);
  });

  it("is empty for the same words", () => {
    expect(wordDiff(base, { ...base })).toEqual([]);
  });
});
