import { truncate } from "../joke-notes/list-rules";

/** Card title and content preview lengths (spec section 9). */
export const NOTE_TITLE_PREVIEW = 80;
export const NOTE_CONTENT_PREVIEW = 120;

interface NoteText {
  title: string;
  content: string;
}

export const noteTitlePreview = (note: NoteText): string => truncate(note.title, NOTE_TITLE_PREVIEW);

/** The content on one line (a card has no room for blank lines), cut to the preview length. */
export const noteContentPreview = (note: NoteText): string =>
  truncate(note.content.replace(/\s+/g, " ").trim(), NOTE_CONTENT_PREVIEW);

/** Case-insensitive match of the search text in the title or the content; blank matches all. */
export function matchesNoteSearch(note: NoteText, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return note.title.toLocaleLowerCase().includes(needle) || note.content.toLocaleLowerCase().includes(needle);
}
