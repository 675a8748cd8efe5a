import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJokeNoteVersions } from "@/api/joke-notes";

export const jokeNoteVersionsKey = (id: number) => ["/api/joke-notes", id, "versions"] as const;

export const jokeNoteVersionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: jokeNoteVersionsKey(id), queryFn: ({ signal }) => getJokeNoteVersions({ params: { id } }, { signal }), staleTime: 0 });

/** A note's kept versions, newest first; read only while the history is open. */
export function useJokeNoteVersions(id: number, enabled: boolean) {
  return useQuery({ ...jokeNoteVersionsQueryOptions(id), enabled });
}
