import { describe, expect, it } from "vitest";
import { filterByStatus, matchesSearch, punchlineCount, sortNotes, truncate } from "./list-rules";
import type { StatusClass } from "./stages";

const note = (id: number, over: Partial<Parameters<typeof matchesSearch>[0]> & Record<string, unknown> = {}) => ({
  id,
  setup: `Setup ${id}`,
  punchlines: [] as string[],
  notes: null as string | null,
  onStool: false,
  stage: "idea" as string | null,
  stoolCategory: null as string | null,
  createdAt: `2026-01-0${id}T00:00:00.000Z` as string | null,
  updatedAt: `2026-01-0${id}T00:00:00.000Z` as string | null,
  ...over,
});

describe("matchesSearch", () => {
  const n = note(1, { setup: "My Landlord", punchlines: ["He charges rent for the DREAMS"], notes: "works on Tuesdays" });
  it.each(["landlord", "LANDLORD", "dreams", "tuesday", "  rent  ", ""])("finds %j", (q) => expect(matchesSearch(n, q)).toBe(true));
  it("misses what is not there", () => expect(matchesSearch(n, "airline")).toBe(false));
});

describe("sortNotes", () => {
  const notes = [
    note(2, { setup: "banana", updatedAt: "2026-02-01T00:00:00.000Z" }),
    note(1, { setup: "Apple", updatedAt: null }),
    note(3, { setup: "cherry" }),
  ];
  it("keeps the saved order for newest", () => expect(sortNotes(notes, "newest").map((n) => n.id)).toEqual([2, 1, 3]));
  it("sorts oldest first", () => expect(sortNotes(notes, "oldest").map((n) => n.id)).toEqual([1, 2, 3]));
  it("sorts setups A-Z ignoring case", () => expect(sortNotes(notes, "setup").map((n) => n.setup)).toEqual(["Apple", "banana", "cherry"]));
  it("sorts recently updated, falling back to created", () =>
    expect(sortNotes(notes, "updated").map((n) => n.id)).toEqual([2, 3, 1]));
  it("does not change the input", () => {
    sortNotes(notes, "setup");
    expect(notes.map((n) => n.id)).toEqual([2, 1, 3]);
  });
});

describe("filterByStatus", () => {
  it("keeps the enabled classes only", () => {
    const notes = [note(1), note(2, { onStool: true, stoolCategory: "open_mic" }), note(3, { stage: "on_hold" })];
    const enabled = new Set<StatusClass>(["idea", "open_mic_material"]);
    expect(filterByStatus(notes, enabled).map((n) => n.id)).toEqual([1, 2]);
    expect(filterByStatus(notes, new Set())).toEqual([]);
  });
});

describe("truncate", () => {
  it("leaves short text alone", () => expect(truncate("short", 30)).toBe("short"));
  it("cuts long text with an ellipsis", () => expect(truncate("a".repeat(60), 50)).toBe(`${"a".repeat(50)}…`));
  it("counts emoji as one character", () => expect(truncate("😀😀😀", 2)).toBe("😀😀…"));
});

describe("punchlineCount", () => {
  it.each([
    [0, "0 punchlines"],
    [1, "1 punchline"],
    [2, "2 punchlines"],
  ])("%i → %s", (n, text) => expect(punchlineCount(n)).toBe(text));
});
