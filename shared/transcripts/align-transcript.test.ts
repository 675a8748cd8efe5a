import { describe, expect, it } from "vitest";
import { alignTranscript, writtenText, type TranscriptWord } from "./align-transcript";

const spoken = (text: string, startMs = 0, stepMs = 500): TranscriptWord[] =>
  text.split(" ").map((word, i) => ({ startMs: startMs + i * stepMs, endMs: startMs + i * stepMs + 400, text: word }));

describe("alignTranscript", () => {
  const words = [...spoken("I flew here. The food was late.", 0), ...spoken("My dog reads. He hates endings.", 10_000)];
  const notes = new Map([
    [7, { setup: "I flew in.", punchlines: ["The food was late."] }],
    [8, { setup: "My dog reads.", punchlines: ["He hates endings."] }],
  ]);

  it("gives each bit the words said in its stretch and compares them with its note", () => {
    const bits = alignTranscript(words, [
      { position: 0, jokeNoteId: 7, startMs: 0, endMs: 10_000, laughs: [] },
      { position: 1, jokeNoteId: 8, startMs: 10_000, endMs: 20_000, laughs: [] },
    ], notes);
    expect(bits.map((b) => b.said)).toEqual(["I flew here. The food was late.", "My dog reads. He hates endings."]);
    expect(bits[0]!.written).toBe("I flew in. The food was late.");
    expect(bits[0]!.diff).toContainEqual({ op: "dropped", text: "in." });
    expect(bits[0]!.diff).toContainEqual({ op: "added", text: "here." });
    expect(bits[1]!.similarity).toBe(100);
  });

  it("places each laugh after the last word said before it, in the transcript's numbering", () => {
    // "late." is word 6 (0-based), said at 3000 ms; a laugh at 3600 ms follows it.
    const [bit] = alignTranscript(words, [{ position: 0, jokeNoteId: 7, startMs: 0, endMs: 10_000, laughs: [{ startMs: 3_600, endMs: 6_000 }, { startMs: 1_100, endMs: 2_000 }] }], notes);
    expect(bit!.laughsAfter).toEqual([6, 2]);
    expect(words[6]!.text).toBe("late.");
  });

  it("places a laugh in the bit's tail after its last word, and one before its first word on none", () => {
    const [first, second] = alignTranscript(words, [
      { position: 0, jokeNoteId: 7, startMs: 0, endMs: 9_000, laughs: [{ startMs: 9_500, endMs: 11_000 }] },
      { position: 1, jokeNoteId: 8, startMs: 9_000, endMs: 20_000, laughs: [{ startMs: 9_200, endMs: 9_800 }] },
    ], notes);
    expect(first!.laughsAfter).toEqual([6]);
    expect(second!.laughsAfter).toEqual([]);
  });

  it("compares a bit whose note is gone with nothing written", () => {
    const [bit] = alignTranscript(words, [{ position: 0, jokeNoteId: 99, startMs: 0, endMs: 10_000, laughs: [] }], notes);
    expect(bit!.written).toBe("");
    expect(bit!.similarity).toBe(0);
  });

  it("reads a note's setup, then its punchlines", () => {
    expect(writtenText({ setup: " Setup ", punchlines: ["one", "", "two"] })).toBe("Setup one two");
  });
});
