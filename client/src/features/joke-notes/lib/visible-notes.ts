import { filterByStatus, matchesSearch, sortNotes, type SortOption } from "@shared/joke-notes/list-rules";
import type { StatusClass } from "@shared/joke-notes/stages";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";

/** The rows the list shows: searched, filtered by Joke Lab status, then sorted. */
export function visibleNotes(
  notes: readonly JokeNote[],
  { search, statuses, sort }: { search: string; statuses: ReadonlySet<StatusClass>; sort: SortOption },
): JokeNote[] {
  const searched = search.trim() ? notes.filter((note) => matchesSearch(note, search)) : notes;
  return sortNotes(filterByStatus(searched, statuses), sort);
}
