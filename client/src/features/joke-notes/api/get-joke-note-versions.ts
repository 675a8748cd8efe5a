import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JokeNoteVersion } from "@shared/joke-notes/joke-note-version-dto";
import { getJson } from "@/api/api-request";

export const jokeNoteVersionsKey = (id: number) => ["/api/joke-notes", id, "versions"] as const;

export const getJokeNoteVersions = (id: number, signal?: AbortSignal) =>
  getJson<JokeNoteVersion[]>(`/api/joke-notes/${id}/versions`, signal);

export const jokeNoteVersionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: jokeNoteVersionsKey(id), queryFn: ({ signal }) => getJokeNoteVersions(id, signal), staleTime: 0 });

/** A note's kept versions, newest first; read only while the history is open. */
export function useJokeNoteVersions(id: number, enabled: boolean) {
  return useQuery({ ...jokeNoteVersionsQueryOptions(id), enabled });
}
