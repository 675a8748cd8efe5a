import { queryOptions, useQuery } from "@tanstack/react-query";
import { getNotes } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const NOTES_KEY = queryKeyOf(getNotes);

export const notesQueryOptions = () => queryOptions({ queryKey: NOTES_KEY, queryFn: ({ signal }) => getNotes({}, { signal }) });

export function useNotes() {
  return useQuery(notesQueryOptions());
}
