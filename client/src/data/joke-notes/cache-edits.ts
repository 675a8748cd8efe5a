import type { InfiniteData } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { JokeNotePage } from "@shared/joke-notes/list-page";
import { compareNotes, matchesSearch, type SortOption } from "@shared/joke-notes/list-rules";
import { statusClass, type StatusClass } from "@shared/joke-notes/stages";

/** What a cached list shows: a sort, and optionally a search and the statuses let through. */
export interface ListView {
  sort: SortOption;
  q?: string;
  /** Undefined: every status. */
  statuses?: readonly StatusClass[];
}

/** One change to the comedian's notes, as every cached list takes it in. */
export type NoteEdit =
  /** A note created or saved (in place of the row `replaces`, a placeholder, when given). */
  | { kind: "saved"; note: JokeNote; replaces?: number }
  | { kind: "removed"; id: number }
  /** Shown at once while a move is on its way: the note right after or before another, or first. */
  | { kind: "movedAfter"; id: number; afterId: number | null }
  | { kind: "movedBefore"; id: number; beforeId: number }
  /** A move the server made: the note's new place, and the places of the notes it passed. */
  | { kind: "placed"; note: JokeNote; previousSortOrder: number; shifted: boolean };

const shows = (view: ListView, note: JokeNote) =>
  (!view.q || matchesSearch(note, view.q)) && (!view.statuses || view.statuses.includes(statusClass(note)));

/**
 * Puts a note where the view's sort puts it among the loaded rows. When it sorts after the
 * last loaded row of an unfinished list it belongs to a page not fetched yet, and is left out.
 */
function insertSorted(notes: JokeNote[], note: JokeNote, sort: SortOption, complete: boolean): JokeNote[] {
  const compare = compareNotes(sort);
  const index = notes.findIndex((row) => compare(note, row) < 0);
  if (index < 0) return complete ? [...notes, note] : notes;
  return [...notes.slice(0, index), note, ...notes.slice(index)];
}

/** The server's renumbering after a move: the notes between the old and new place step by one. */
function renumbered(note: JokeNote, placed: Extract<NoteEdit, { kind: "placed" }>): JokeNote {
  if (note.id === placed.note.id) return placed.note;
  if (!placed.shifted) return note;
  const from = placed.previousSortOrder;
  const to = placed.note.sortOrder;
  const key = note.sortOrder;
  if (to > from && key > from && key <= to) return { ...note, sortOrder: key - 1 };
  if (to < from && key >= to && key < from) return { ...note, sortOrder: key + 1 };
  return note;
}

/** A cached list of rows with one edit made; `complete` says every row of the view is loaded. */
export function editList(notes: readonly JokeNote[], edit: NoteEdit, view: ListView, complete: boolean): JokeNote[] {
  switch (edit.kind) {
    case "removed":
      return notes.filter((note) => note.id !== edit.id);
    case "saved": {
      // Best performing is ordered by ratings the rows do not carry: a saved note keeps its place.
      if (view.sort === "best") {
        const at = notes.findIndex((note) => note.id === edit.note.id || note.id === edit.replaces);
        if (!shows(view, edit.note)) return notes.filter((_, i) => i !== at);
        if (at >= 0) return notes.map((note, i) => (i === at ? edit.note : note));
        return complete ? [...notes, edit.note] : [...notes];
      }
      const others = notes.filter((note) => note.id !== edit.note.id && note.id !== edit.replaces);
      return shows(view, edit.note) ? insertSorted(others, edit.note, view.sort, complete) : others;
    }
    case "movedAfter": {
      if (view.sort !== "newest") return [...notes];
      const moving = notes.find((note) => note.id === edit.id);
      if (!moving) return [...notes];
      const others = notes.filter((note) => note.id !== edit.id);
      const at = edit.afterId === null ? 0 : others.findIndex((note) => note.id === edit.afterId) + 1;
      if (at === 0 && edit.afterId !== null) return others;
      return [...others.slice(0, at), moving, ...others.slice(at)];
    }
    case "movedBefore": {
      if (view.sort !== "newest") return [...notes];
      const moving = notes.find((note) => note.id === edit.id);
      const others = notes.filter((note) => note.id !== edit.id);
      const at = others.findIndex((note) => note.id === edit.beforeId);
      if (!moving || at < 0) return others;
      return [...others.slice(0, at), moving, ...others.slice(at)];
    }
    case "placed": {
      const next = notes.map((note) => renumbered(note, edit));
      if (view.sort !== "newest") return next;
      const others = next.filter((note) => note.id !== edit.note.id);
      return shows(view, edit.note) ? insertSorted(others, edit.note, "newest", complete) : others;
    }
  }
}

/** The same edit on a paged list: the rows re-cut into pages of the sizes they had. */
export function editPages(data: InfiniteData<JokeNotePage, string | null>, edit: NoteEdit, view: ListView): InfiniteData<JokeNotePage, string | null> {
  const complete = data.pages.at(-1)?.nextCursor === null;
  const rows = editList(
    data.pages.flatMap((page) => page.notes),
    edit,
    view,
    complete,
  );
  let taken = 0;
  const pages = data.pages.map((page, index) => {
    const last = index === data.pages.length - 1;
    const notes = last ? rows.slice(taken) : rows.slice(taken, taken + page.notes.length);
    taken += notes.length;
    return { ...page, notes };
  });
  return { ...data, pages };
}
