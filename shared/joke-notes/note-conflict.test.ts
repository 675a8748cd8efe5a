import { describe, expect, it } from "vitest";
import type { JokeNote } from "./joke-note-dto";
import { mergeDraft, rebaseUpdate, sameNote, wordsOf } from "./note-conflict";

const note = (over: Partial<JokeNote> = {}): JokeNote => ({
  id: 1,
  setup: "Airport security",
  punchlines: ["shoes off", "belt off"],
  notes: null,
  inspiration: null,
  stage: "idea",
  onStool: false,
  stoolCategory: null,
  sortOrder: 0,
  durationSeconds: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:00.000Z",
  ...over,
});

describe("rebaseUpdate", () => {
  const base = note();

  it("both changed the words differently: the comedian must choose", () => {
    expect(rebaseUpdate(base, { setup: "Mine" }, note({ setup: "Theirs" }))).toBeUndefined();
    expect(rebaseUpdate(undefined, { setup: "Mine" }, note({ setup: "Theirs" }))).toBeUndefined();
  });

  it("only the other side moved the note (order, stage): my words go, their stage stays", () => {
    const theirs = note({ sortOrder: 9, stage: "working_on" });
    expect(rebaseUpdate(base, { setup: "Mine", punchlines: ["shoes off"], stage: "idea", onStool: false, stoolCategory: null }, theirs)).toEqual({
      setup: "Mine",
      punchlines: ["shoes off"],
      notes: null,
      inspiration: null,
    });
  });

  it("only the other side changed the words, I changed the stage: their words stay, my stage goes", () => {
    const theirs = note({ setup: "Theirs" });
    expect(rebaseUpdate(base, { setup: base.setup, punchlines: base.punchlines, stage: "on_hold" }, theirs)).toMatchObject({
      setup: "Theirs",
      punchlines: ["shoes off", "belt off"],
      stage: "on_hold",
    });
  });

  it("both typed the same words: no conflict", () => {
    expect(rebaseUpdate(base, { setup: "Same" }, note({ setup: "Same" }))).toMatchObject({ setup: "Same" });
  });
});

describe("mergeDraft", () => {
  it("keeps both setups when both changed it, mine first; a field one side changed is that side's", () => {
    const base = wordsOf({ setup: "Base" }, { setup: "", punchlines: ["a"], notes: "n", inspiration: null });
    expect(mergeDraft({ ...base, setup: "Mine" }, { ...base, setup: "Theirs", notes: "their note" }, base)).toEqual({
      setup: "Mine\n\nTheirs",
      punchlines: ["a"],
      notes: "their note",
      inspiration: null,
    });
  });

  it("takes the punchlines of both, each once, theirs after the line they followed; a removal by one side stays", () => {
    const base = { setup: "s", punchlines: ["one", "two", "three"], notes: null, inspiration: null };
    const mine = { ...base, punchlines: ["one", "mine new", "three"] };
    const theirs = { ...base, punchlines: ["one", "two", "their new", "three"] };
    expect(mergeDraft(mine, theirs, base).punchlines).toEqual(["one", "their new", "mine new", "three"]);
    expect(mergeDraft(mine, theirs).punchlines).toEqual(["one", "two", "their new", "mine new", "three"]);
  });

  it("never loses a word without a base: both kept, blanks dropped", () => {
    expect(mergeDraft({ setup: "A", punchlines: [], notes: null, inspiration: "x" }, { setup: "B", punchlines: ["p"], notes: "n", inspiration: null })).toEqual({
      setup: "A\n\nB",
      punchlines: ["p"],
      notes: "n",
      inspiration: "x",
    });
  });
});

describe("sameNote", () => {
  it("ignores order and times, not words or stage", () => {
    expect(sameNote(note(), note({ sortOrder: 5, updatedAt: "2027-01-01T00:00:00.000Z" }))).toBe(true);
    expect(sameNote(note(), note({ stage: "on_hold" }))).toBe(false);
    expect(sameNote(note(), note({ punchlines: ["shoes off"] }))).toBe(false);
  });
});
