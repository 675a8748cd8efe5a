import type { JokeNoteVersion } from "@shared/joke-notes/joke-note-version-dto";
import { noteText, textChanged, VERSIONS_KEPT, type NoteText } from "@shared/joke-notes/note-text";
import type { SetAsideReason } from "@shared/joke-notes/set-aside";
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

/**
 * Keeps words aside as a flagged version (the note is locked by the caller). The same words
 * kept aside for the same reason as the newest version are that version: a retried send
 * after a lost answer keeps one.
 */
export async function keepAside(
  tx: DbExecutor,
  userId: number,
  noteId: number,
  text: NoteText,
  setAside: SetAsideReason,
): Promise<JokeNoteVersion> {
  const newest = await repo.newestVersion(tx, userId, noteId);
  if (newest && newest.setAside === setAside && !textChanged(newest, noteText(text))) return newest;
  const kept = await repo.insertSetAsideVersion(tx, userId, noteId, text, setAside);
  await repo.dropOldVersions(tx, userId, noteId, VERSIONS_KEPT);
  return kept;
}
