import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJokeNoteTakes } from "@/api/joke-notes";

const takesKey = (jokeNoteId: number) => ["/api/joke-notes", jokeNoteId, "takes"] as const;

/** Each time the joke was recorded on stage, newest first. */
export function useJokeTakes(id: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: takesKey(id), queryFn: async ({ signal }) => (await getJokeNoteTakes({ params: { id } }, { signal })).takes }),
    enabled,
  });
}
