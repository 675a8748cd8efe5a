import { describe, expect, it } from "vitest";
import { allStatusClasses, type StatusClass } from "@shared/joke-notes/stages";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { visibleNotes } from "./visible-notes";

const note = (id: number, over: Partial<JokeNote> = {}): JokeNote => ({
  id,
  setup: `Setup ${id}`,
  punchlines: [],
  notes: null,
  inspiration: null,
  stage: "idea",
  onStool: false,
  stoolCategory: null,
  sortOrder: id,
  durationSeconds: null,
  createdAt: `2026-01-0${id}T00:00:00.000Z`,
  updatedAt: `2026-01-0${id}T00:00:00.000Z`,
  ...over,
});

const notes = [
  note(3, { setup: "Zebras at the zoo", punchlines: ["stripes"] }),
  note(1, { setup: "Airports", notes: "TSA bit", onStool: true, stoolCategory: "my_stool" }),
  note(2, { setup: "Babies", stage: "on_hold" }),
];
const all = new Set<StatusClass>(allStatusClasses);

describe("visibleNotes", () => {
  it("keeps the saved order for Newest and sorts the other views", () => {
    expect(visibleNotes(notes, { search: "", statuses: all, sort: "newest" }).map((n) => n.id)).toEqual([3, 1, 2]);
    expect(visibleNotes(notes, { search: "", statuses: all, sort: "oldest" }).map((n) => n.id)).toEqual([1, 2, 3]);
    expect(visibleNotes(notes, { search: "", statuses: all, sort: "setup" }).map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it("searches setups, punchlines and notes without regard to case", () => {
    expect(visibleNotes(notes, { search: "STRIPES", statuses: all, sort: "newest" }).map((n) => n.id)).toEqual([3]);
    expect(visibleNotes(notes, { search: "tsa", statuses: all, sort: "newest" }).map((n) => n.id)).toEqual([1]);
  });

  it("filters by Joke Lab status", () => {
    const onlyHeld = new Set<StatusClass>(["on_hold", "my_stool_material"]);
    expect(visibleNotes(notes, { search: "", statuses: onlyHeld, sort: "newest" }).map((n) => n.id)).toEqual([1, 2]);
    expect(visibleNotes(notes, { search: "", statuses: new Set(), sort: "newest" })).toEqual([]);
  });
});
