import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../http/query-key";
import { getJokeNoteVersions } from "./endpoints";

export const jokeNoteVersionsKey = (id: number) => queryKeyOf(getJokeNoteVersions, { params: { id } });

export const jokeNoteVersionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: jokeNoteVersionsKey(id), queryFn: ({ signal }) => getJokeNoteVersions({ params: { id } }, { signal }), staleTime: 0 });

/** A note's kept versions, newest first; read only while the history is open. */
export function useJokeNoteVersions(id: number, enabled: boolean) {
  return useQuery({ ...jokeNoteVersionsQueryOptions(id), enabled });
}
