import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Note } from "@shared/notes/note-dto";
import { getJson } from "@/api/api-request";

export const NOTES_KEY = ["/api/notes"] as const;

export const getNotes = (signal?: AbortSignal) => getJson<Note[]>("/api/notes", signal);

export const notesQueryOptions = () => queryOptions({ queryKey: NOTES_KEY, queryFn: ({ signal }) => getNotes(signal) });

export function useNotes() {
  return useQuery(notesQueryOptions());
}
