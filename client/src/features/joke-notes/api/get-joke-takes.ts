import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJokeNoteTakes, takesKey } from "@/api/recordings";

/** Each time the joke was recorded on stage, newest first. */
export function useJokeTakes(id: number, enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: takesKey(id), queryFn: ({ signal }) => getJokeNoteTakes(id, signal) }), enabled });
}
