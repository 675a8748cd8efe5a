import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../http/query-key";
import { getJokeNoteTakes } from "./endpoints";

const takesKey = (jokeNoteId: number) => queryKeyOf(getJokeNoteTakes, { params: { id: jokeNoteId } });

/** Each time the joke was recorded on stage, newest first. */
export function useJokeTakes(id: number, enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: takesKey(id), queryFn: async ({ signal }) => (await getJokeNoteTakes({ params: { id } }, { signal })).takes }), enabled });
}
