import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { ListView } from "@/lib/joke-note-cache-edits";
import { editList } from "@/lib/joke-note-cache-edits";
import type { CreateJokeNoteInput } from "../api/create-joke-note";
import type { UpdateJokeNoteInput } from "../api/update-joke-note";
import type { QueuedJokeNoteWrite } from "../offline/queued-writes-store";

/** A new note's row until the server answers: on top of the saved order (above any place a note can have). */
export function placeholderNote(input: CreateJokeNoteInput, pendingId: number, at = new Date()): JokeNote {
  const now = at.toISOString();
  const { userId: _owner, ...fields } = input;
  return { ...fields, id: pendingId, sortOrder: -(2 ** 31), durationSeconds: null, createdAt: now, updatedAt: now };
}

/** The note as the server will save it, near enough to show until it answers. */
export function withEdits(note: JokeNote, { userId: _owner, stage, ...input }: UpdateJokeNoteInput, at = new Date()): JokeNote {
  return {
    ...note,
    ...input,
    stage: stage ?? note.stage,
    stoolCategory: input.onStool ? input.stoolCategory : null,
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
