import { queryOptions, useQuery } from "@tanstack/react-query";
import { getVideos } from "@/api/videos";

export const VIDEOS_KEY = ["/api/videos"] as const;

export const videosQueryOptions = () => queryOptions({ queryKey: VIDEOS_KEY, queryFn: ({ signal }) => getVideos({}, { signal }) });

export function useVideos() {
  return useQuery(videosQueryOptions());
}
