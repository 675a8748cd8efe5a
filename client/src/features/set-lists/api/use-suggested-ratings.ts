import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { PerformanceRating } from "@shared/performances/ratings";
import { suggestRating } from "@shared/recordings/suggest-rating";
import { recordingQueryOptions } from "@/data/recordings/queries";
import { laughsPerJoke } from "@/data/recordings/laughs-per-joke";
import { useRecordingUpload } from "@/data/recordings/recorder/use-recording-uploads";

/**
 * For a set just recorded (`localKey`: the device's name for its recording): the server's id
 * of the recording, and each joke's rating suggested from its laughs once the server has
 * counted them (the recording finished there).
 */
export function useSuggestedRatings(localKey: string | null): {
  recordingId: number | null;
  suggestions: ReadonlyMap<number, PerformanceRating> | undefined;
} {
  const upload = useRecordingUpload(localKey);
  const recordingId = upload?.serverId ?? null;
  const finished = upload?.finished ?? false;
  const query = useQuery({ ...recordingQueryOptions(recordingId ?? 0), enabled: recordingId !== null && finished });
  const recording = query.data;
  const suggestions = useMemo(() => {
    if (!recording || recording.durationMs === null) return undefined;
    const sums = laughsPerJoke(recording.bits);
    return new Map([...sums].map(([jokeNoteId, laughs]) => [jokeNoteId, suggestRating(laughs)] as const));
  }, [recording]);
  return { recordingId, suggestions };
}
