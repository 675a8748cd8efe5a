import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JokeNoteDto } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/lib/api-request";

export type JokeNote = JokeNoteDto;

/** Every screen reads the one cached list of joke notes, under its path. */
export const JOKE_NOTES_KEY = ["/api/joke-notes"] as const;

export async function getJokeNotes(): Promise<JokeNote[]> {
  const res = await apiRequest("GET", "/api/joke-notes");
  return (await res.json()) as JokeNote[];
}

export const jokeNotesQueryOptions = () => queryOptions({ queryKey: JOKE_NOTES_KEY, queryFn: getJokeNotes });

export function useJokeNotes() {
  return useQuery(jokeNotesQueryOptions());
}
