import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { sameNote } from "@shared/joke-notes/note-conflict";

/**
 * The ETag of each joke note as this tab last had it from the server, beside that note: a
 * save sends it as If-Match, so it goes through only onto the version the comedian was editing.
 */
const tags = new Map<number, { note: JokeNote; etag: string }>();

export function rememberTag(note: JokeNote, etag: string | null): void {
  if (etag) tags.set(note.id, { note, etag });
}

/** The tag of `note` when this tab has it for that very version (words, stage, stool, length). */
export function knownTag(note: JokeNote): string | undefined {
  const known = tags.get(note.id);
  return known && sameNote(known.note, note) ? known.etag : undefined;
}

/** The last tag had for the note, whatever version it was. */
export const lastTag = (id: number): string | undefined => tags.get(id)?.etag;
