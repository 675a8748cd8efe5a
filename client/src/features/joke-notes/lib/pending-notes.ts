import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { CreateJokeNoteInput, UpdateJokeNoteInput } from "@shared/joke-notes/joke-note-input";
import type { ListView } from "@/data/joke-notes/cache-edits";
import { editList } from "@/data/joke-notes/cache-edits";
import type { QueuedJokeNoteWrite } from "../offline/queued-writes-store";

/**
 * A new note's row until the server answers: on top of the saved order (above any place a
 * note can have), with the defaults the server gives what the create leaves out.
 */
export function placeholderNote(input: CreateJokeNoteInput, pendingId: number, at = new Date()): JokeNote {
  const now = at.toISOString();
  const onStool = input.onStool ?? false;
  return {
    id: pendingId,
    setup: input.setup,
    punchlines: input.punchlines,
    notes: input.notes ?? null,
    inspiration: input.inspiration ?? null,
    stage: input.stage ?? "idea",
    onStool,
    stoolCategory: onStool ? (input.stoolCategory ?? null) : null,
    sortOrder: -(2 ** 31),
    durationSeconds: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The note as the server will save it, near enough to show until it answers (a field left out keeps its value). */
export function withEdits(note: JokeNote, input: UpdateJokeNoteInput, at = new Date()): JokeNote {
  const {
    setup,
    punchlines = note.punchlines,
    notes = note.notes,
    inspiration = note.inspiration,
    onStool = note.onStool,
    durationSeconds = note.durationSeconds,
  } = input;
  return {
    ...note,
    setup,
    punchlines,
    notes,
    inspiration,
    durationSeconds,
    stage: input.stage ?? note.stage,
    onStool,
    stoolCategory: onStool ? (input.stoolCategory === undefined ? note.stoolCategory : input.stoolCategory) : null,
    updatedAt: at.toISOString(),
  };
}

/**
 * The loaded rows with the writes kept on the device shown in them: a note created offline
 * where the view's sort puts it (if the view lets it through), an edit in place of the
 * server's copy. This holds after a reload, when the lists come from the server (or its
 * offline copy) without them.
 */
export function withQueuedWrites(rows: readonly JokeNote[], queued: readonly QueuedJokeNoteWrite[], view: ListView, complete: boolean): JokeNote[] {
  return queued.reduce<JokeNote[]>((shown, write) => {
    const at = new Date(write.queuedAt);
    if (write.kind === "create") return editList(shown, { kind: "saved", note: placeholderNote(write.body, write.pendingId, at) }, view, complete);
    const note = shown.find((row) => row.id === write.noteId);
    return note ? editList(shown, { kind: "saved", note: withEdits(note, write.body, at) }, view, complete) : shown;
  }, [...rows]);
}
