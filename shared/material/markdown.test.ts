import { describe, expect, it } from "vitest";
import type { JokeNoteExport } from "./material-export";
import { jokeNoteMarkdown, performanceMarkdown, recordingMarkdown, setListMarkdown, thoughtCategoryMarkdown } from "./markdown";

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
  durationSeconds: null,
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

  it("gives a timed bit's length in minutes and seconds", () => {
    expect(jokeNoteMarkdown({ ...joke, durationSeconds: 95 })).toContain("**Notes:** open with it\n\n**Length:** 1:35\n\n*Open Mic*");
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

describe("setListMarkdown", () => {
  it("is the set's name, its target and its bits in running order", () => {
    const text = setListMarkdown({
      exportId: "set-list-1",
      name: "Tight five",
      targetMinutes: 5,
      items: [
        { jokeNote: "joke-note-2", setup: "Airline food" },
        { jokeNote: "joke-note-1", setup: "My dog\nis a lawyer" },
      ],
      createdAt: "2026-11-22T10:00:00.000Z",
      updatedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(text).toBe("### Tight five\n\n*Target: 5 minutes*\n\n1. Airline food\n2. My dog is a lawyer\n\n");
  });
});

describe("performanceMarkdown", () => {
  it("heads the show with its date, venue and name, then lists how each bit went", () => {
    const text = performanceMarkdown({
      exportId: "performance-1",
      performedAt: "2026-11-20T21:00:00.000Z",
      venue: "The Cellar",
      showName: "Late show",
      setList: "set-list-1",
      setListName: "Tight five",
      durationSeconds: 305,
      notes: null,
      ratings: [
        { jokeNote: "joke-note-2", setup: "Airline food", rating: "killed", notes: null },
        { jokeNote: "joke-note-1", setup: "My dog is a lawyer", rating: "bombed", notes: "too long" },
      ],
      createdAt: "2026-11-22T10:00:00.000Z",
      updatedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(text).toBe(
      "### 2026-11-20 · The Cellar · Late show\n\n**Set list:** Tight five\n\n**Duration:** 5:05\n\n" +
        "- Killed: Airline food\n- Bombed: My dog is a lawyer (too long)\n\n",
    );
  });
});

describe("recordingMarkdown", () => {
  it("heads the recording with its date, venue and set, then its laughs, applause breaks and each bit's", () => {
    const text = recordingMarkdown({
      exportId: "recording-1",
      startedAt: "2026-11-20T21:00:00.000Z",
      durationMs: 312_400,
      mimeType: "audio/webm",
      setList: "set-list-1",
      setListName: "Friday",
      performance: "performance-1",
      venue: "The Laugh Shack",
      laughCount: 1,
      laughSeconds: 2,
      laughsPerMinute: 0.19,
      laughSecondsPerMinute: 0.38,
      laughsEdited: false,
      laughs: [{ startMs: 65_000, endMs: 67_000 }],
      applauseCount: 1,
      applause: [{ startMs: 200_000, endMs: 203_000 }],
      bits: [
        { jokeNote: "joke-note-1", setup: "Airline\nfood", startMs: 0, endMs: 125_000, laughCount: 1, laughsPerMinute: 0.48, applauseCount: 0 },
        { jokeNote: "joke-note-2", setup: "Dentists", startMs: 125_000, endMs: 312_400, laughCount: 0, laughsPerMinute: 0, applauseCount: 1 },
      ],
      createdAt: "2026-11-20T21:00:00.000Z",
      updatedAt: "2026-11-20T21:00:00.000Z",
    });
    expect(text).toBe(
      "### Recording 2026-11-20 · The Laugh Shack · Friday\n\n" +
        "**Length:** 5:12\n\n" +
        "**Laughs:** 1 laugh, 0.19 per minute\n\n" +
        "**Applause:** 1 applause break\n\n" +
        "- 0:00–2:05 Airline food: 1 laugh, 0.48 per minute\n" +
        "- 2:05–5:12 Dentists: 0 laughs, 0 per minute, 1 applause break\n\n",
    );
  });
});
