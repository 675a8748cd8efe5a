import { noteText, textChanged, VERSIONS_KEPT, type NoteText } from "@shared/joke-notes/note-text";
import type { DbExecutor } from "../../db/client";
import * as repo from "./joke-note-versions.repository";

export { findVersionText, listVersions, lockNoteText } from "./joke-note-versions.repository";

/** Keeps `before` as a version when the words changed, and drops the oldest past the cap. */
export async function keepVersion(
  tx: DbExecutor,
  userId: number,
  noteId: number,
  before: NoteText,
  after: NoteText,
): Promise<void> {
  if (!textChanged(before, noteText(after))) return;
  await repo.insertVersion(tx, userId, noteId, before);
  await repo.dropOldVersions(tx, userId, noteId, VERSIONS_KEPT);
}
