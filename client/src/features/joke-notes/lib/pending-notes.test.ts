import { describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { CreateJokeNoteInput, FormBody, UpdateJokeNoteInput } from "@shared/joke-notes/joke-note-input";
import type { QueuedJokeNoteWrite } from "../offline/queued-writes-store";
import { withQueuedWrites } from "./pending-notes";

const saved = (id: number, setup: string, sortOrder: number): JokeNote => ({
  id,
  setup,
  punchlines: [],
  notes: null,
  inspiration: null,
  stage: "idea",
  onStool: false,
  stoolCategory: null,
  sortOrder,
  durationSeconds: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const createBody = (setup: string): FormBody<CreateJokeNoteInput> => ({
  setup,
  punchlines: ["tag"],
  notes: null,
  inspiration: null,
  stage: "idea",
  onStool: false,
  stoolCategory: null,
  userId: 0,
});
const updateBody = (setup: string): FormBody<UpdateJokeNoteInput> => ({ ...createBody(setup), stage: "working_on" });

const queuedAt = Date.parse("2026-02-01T10:00:00.000Z");
const create = (pendingId: number, setup: string): QueuedJokeNoteWrite => ({
  kind: "create",
  key: `key-${pendingId}`,
  pendingId,
  userId: 1,
  body: createBody(setup),
  queuedAt,
  attempts: 0,
  notBefore: 0,
});
const update = (noteId: number, setup: string): QueuedJokeNoteWrite => ({
  kind: "update",
  noteId,
  userId: 1,
  body: updateBody(setup),
  queuedAt,
  attempts: 0,
  notBefore: 0,
});

const rows = [saved(1, "Airline food", 0), saved(2, "My landlord", 1)];

describe("withQueuedWrites", () => {
  it("shows a note created offline on top of the saved order, dated when it was written", () => {
    const shown = withQueuedWrites(rows, [create(-7, "Subway joke")], { sort: "newest" }, true);
    expect(shown.map((note) => note.id)).toEqual([-7, 1, 2]);
    expect(shown[0]).toMatchObject({ setup: "Subway joke", punchlines: ["tag"], createdAt: "2026-02-01T10:00:00.000Z" });
  });

  it("shows an edit kept on the device in place of the server's copy", () => {
    const shown = withQueuedWrites(rows, [update(2, "My landlord, again")], { sort: "newest" }, true);
    expect(shown.map((note) => [note.id, note.setup, note.stage])).toEqual([
      [1, "Airline food", "idea"],
      [2, "My landlord, again", "working_on"],
    ]);
  });

  it("never shows a note twice when the list already holds its row", () => {
    const withPlaceholder = withQueuedWrites(rows, [create(-7, "Subway joke")], { sort: "newest" }, true);
    expect(withQueuedWrites(withPlaceholder, [create(-7, "Subway joke")], { sort: "newest" }, true)).toHaveLength(3);
  });

  it("leaves out what the view does not let through, and edits of notes not loaded", () => {
    expect(withQueuedWrites(rows, [create(-7, "Subway joke")], { sort: "newest", q: "landlord" }, true).map((n) => n.id)).toEqual([1, 2]);
    expect(withQueuedWrites(rows, [update(99, "elsewhere")], { sort: "newest" }, true)).toEqual(rows);
  });
});
