import { describe, expect, it } from "vitest";
import type { JokeNoteExport } from "./material-export";
import { jokeNoteMarkdown, thoughtCategoryMarkdown } from "./markdown";

const joke: JokeNoteExport = {
  exportId: "joke-note-1",
  setup: "Airline food",
  punchlines: ["hostage situation", "two lines\nof tag"],
  notes: "open with it",
  inspiration: null,
  stage: "working_on",
  onStool: true,
  stoolCategory: "open_mic",
  sortOrder: 0,
  createdAt: "2026-11-22T10:00:00.000Z",
  updatedAt: "2026-11-22T10:00:00.000Z",
  versions: [],
};

describe("jokeNoteMarkdown", () => {
  it("is a heading for the setup and a list of punchlines, then notes and status", () => {
    expect(jokeNoteMarkdown(joke)).toBe(
      "### Airline food\n\n- hostage situation\n- two lines\n  of tag\n\n**Notes:** open with it\n\n*Open Mic*\n\n",
    );
  });

  it("keeps a heading on one line and a leading # from becoming markup", () => {
    const text = jokeNoteMarkdown({ ...joke, setup: "# one\ntwo", punchlines: [], notes: null });
    expect(text.startsWith("### \\# one two\n\n# one\ntwo\n\n")).toBe(true);
  });
});

describe("thoughtCategoryMarkdown", () => {
  it("lists thoughts with a star for favourites and their tags", () => {
    const text = thoughtCategoryMarkdown({
      exportId: "c",
      name: "Family",
      description: null,
      color: "#3B82F6",
      sortOrder: 0,
      thoughts: [{ content: "Mum texts in caps", tags: ["mum"], isFavorite: true, createdAt: "" }],
    });
    expect(text).toBe("### Family\n\n- ★ Mum texts in caps (mum)\n\n");
  });
});
