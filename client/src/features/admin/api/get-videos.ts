import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Video } from "@shared/videos/video-dto";
import { getJson } from "@/api/api-request";

export const VIDEOS_KEY = ["/api/videos"] as const;

export const getVideos = (signal?: AbortSignal) => getJson<Video[]>("/api/videos", signal);

export const videosQueryOptions = () => queryOptions({ queryKey: VIDEOS_KEY, queryFn: ({ signal }) => getVideos(signal) });

export function useVideos() {
  return useQuery(videosQueryOptions());
}
