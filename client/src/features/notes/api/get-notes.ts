import { queryOptions, useQuery } from "@tanstack/react-query";
import { getNotes } from "@/api/notes";

export const NOTES_KEY = ["/api/notes"] as const;

export const notesQueryOptions = () => queryOptions({ queryKey: NOTES_KEY, queryFn: ({ signal }) => getNotes({}, { signal }) });

export function useNotes() {
  return useQuery(notesQueryOptions());
}
