import { describe, expect, it } from "vitest";
import type { TranscriptWord } from "./align-transcript";
import { proposePerformedDraft } from "./performed-draft";

const words: TranscriptWord[] = "So I moved to Ohio. Nobody warned me. They have corn. So much corn! Anyway goodnight."
  .split(" ")
  .map((text, i) => ({ startMs: i * 400, endMs: i * 400 + 300, text }));
const index = (word: string) => words.findIndex((w) => w.text === word);

describe("proposePerformedDraft", () => {
  it("makes the words before the first laugh's line the setup and each laugh line a punchline", () => {
    const draft = proposePerformedDraft(words, 0, words.length, [index("corn."), index("corn!")]);
    expect(draft).toEqual({ setup: "So I moved to Ohio. Nobody warned me.", punchlines: ["They have corn.", "So much corn!"] });
  });

  it("takes the lines between two laugh lines into the later punchline, and leaves lines after the last laugh out", () => {
    const draft = proposePerformedDraft(words, 0, words.length, [index("me."), index("corn!")]);
    expect(draft).toEqual({ setup: "So I moved to Ohio.", punchlines: ["Nobody warned me.", "They have corn. So much corn!"] });
  });

  it("places a laugh on the line of the word it followed, mid-line too", () => {
    const draft = proposePerformedDraft(words, 0, words.length, [index("much")]);
    expect(draft.punchlines).toEqual(["So much corn!"]);
  });

  it("proposes everything as the setup when nobody laughed", () => {
    const draft = proposePerformedDraft(words, 0, 5, []);
    expect(draft).toEqual({ setup: "So I moved to Ohio.", punchlines: [] });
  });
});
