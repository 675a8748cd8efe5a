import { queryOptions, useQuery } from "@tanstack/react-query";
import { getVideos } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const VIDEOS_KEY = queryKeyOf(getVideos);

export const videosQueryOptions = () => queryOptions({ queryKey: VIDEOS_KEY, queryFn: ({ signal }) => getVideos({}, { signal }) });

export function useVideos() {
  return useQuery(videosQueryOptions());
}
