import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Video } from "@shared/videos/video-dto";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { VIDEOS_KEY } from "./get-videos";

export interface UpdateVideoInput {
  id: number;
  isPublished: boolean;
}

export async function updateVideo({ id, ...changes }: UpdateVideoInput): Promise<Video> {
  const res = await apiRequest("PATCH", `/api/videos/${id}`, changes);
  return (await res.json()) as Video;
}

/** Publish or unpublish, shown at once and put back if the server refuses. */
export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    ...optimisticUpdate<Video[], Video, UpdateVideoInput>(queryClient, {
      queryKey: VIDEOS_KEY,
      apply: (videos, { id, isPublished }) => videos.map((v) => (v.id === id ? { ...v, isPublished } : v)),
      settle: (videos, saved) => videos.map((v) => (v.id === saved.id ? saved : v)),
      onSuccess: (saved) => toast({ title: saved.isPublished ? "Video published" : "Video unpublished", description: saved.title }),
      onError: (error) => toast({ title: "Could not update the video", description: error.message, variant: "destructive" }),
    }),
  });
}
