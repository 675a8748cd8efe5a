import { queryOptions } from "@tanstack/react-query";
import { getRecording } from "@/api/recordings";

/** One recording under its path: read by its page and by the "How did it go?" of the set it recorded. */
export const recordingKey = (id: number) => ["/api/recordings", id] as const;

export const recordingQueryOptions = (id: number) =>
  queryOptions({ queryKey: recordingKey(id), queryFn: ({ signal }) => getRecording({ params: { id } }, { signal }) });
