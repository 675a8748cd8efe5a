import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { queryKeyOf } from "../http/query-key";
import { getJokeNotes } from "./endpoints";

/** Every screen reads the one cached list of joke notes, under its path. */
export const JOKE_NOTES_KEY = queryKeyOf(getJokeNotes);

export const jokeNotesQueryOptions = () =>
  queryOptions({ queryKey: JOKE_NOTES_KEY, queryFn: ({ signal }) => getJokeNotes({}, { signal }) });

export function useJokeNotes() {
  return useQuery(jokeNotesQueryOptions());
}

/**
 * A note shown before the server has saved it carries a negative id: it cannot be opened,
 * moved or reordered until the server's copy (with its real id) takes its place.
 */
export const isPendingNote = (note: Pick<JokeNote, "id">): boolean => note.id < 0;
