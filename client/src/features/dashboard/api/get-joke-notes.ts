import type { JokeNote } from "@/lib/joke-notes-query";

export { jokeNotesQueryOptions, useJokeNotes } from "@/lib/joke-notes-query";

/** A joke note as the list endpoint returns it (dates as ISO strings). */
export type JokeNoteListItem = JokeNote;
