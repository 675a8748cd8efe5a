import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Video } from "@shared/videos/video-dto";
import { apiRequest } from "@/api/api-request";
import { VIDEOS_KEY } from "./get-videos";

export interface SaveVideoInput {
  title: string;
  description: string | null;
  /** The object path the upload went to (the spec's client calls it videoURL). */
  videoURL: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
}

export async function saveVideo(input: SaveVideoInput): Promise<Video> {
  const res = await apiRequest("POST", "/api/videos", input);
  return (await res.json()) as Video;
}

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
    },
  });
}
