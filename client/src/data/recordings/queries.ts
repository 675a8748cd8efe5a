import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Recording } from "@shared/recordings/recording-dto";
import { queryKeyOf } from "../http/query-key";
import { getRecording, getRecordings } from "./endpoints";

/** The comedian's recordings, newest first. */
export const RECORDINGS_KEY = queryKeyOf(getRecordings);

/** One recording under its path: read by its page and by the "How did it go?" of the set it recorded. */
export const recordingKey = (id: number) => queryKeyOf(getRecording, { params: { id } });

export const recordingQueryOptions = (id: number) =>
  queryOptions({ queryKey: recordingKey(id), queryFn: ({ signal }) => getRecording({ params: { id } }, { signal }) });

export function useRecordings() {
  return useQuery(queryOptions({ queryKey: RECORDINGS_KEY, queryFn: async ({ signal }) => (await getRecordings({}, { signal })).recordings }));
}

/** One recording with its bits, laughs and envelope. */
export function useRecording(id: number) {
  return useQuery({ ...recordingQueryOptions(id), enabled: id > 0 });
}

/** Puts the server's copy of a recording in the cache, and has the list read again. */
export function useKeepRecording() {
  const queryClient = useQueryClient();
  return (recording: Recording) => {
    queryClient.setQueryData(recordingKey(recording.id), recording);
    void queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY, exact: true });
  };
}
