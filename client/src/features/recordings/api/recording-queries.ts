import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Recording } from "@shared/recordings/recording-dto";
import { getRecording, getRecordings, RECORDINGS_KEY, recordingKey } from "@/api/recordings";

/** The comedian's recordings, newest first. */
export function useRecordings() {
  return useQuery(queryOptions({ queryKey: RECORDINGS_KEY, queryFn: ({ signal }) => getRecordings(signal) }));
}

/** One recording with its bits, laughs and envelope. */
export function useRecording(id: number) {
  return useQuery(queryOptions({ queryKey: recordingKey(id), queryFn: ({ signal }) => getRecording(id, signal), enabled: id > 0 }));
}

/** Puts the server's copy of a recording in the cache, and has the list read again. */
export function useKeepRecording() {
  const queryClient = useQueryClient();
  return (recording: Recording) => {
    queryClient.setQueryData(recordingKey(recording.id), recording);
    void queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY, exact: true });
  };
}
