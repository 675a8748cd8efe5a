import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Video } from "@shared/videos/video-dto";
import { toast } from "@/components/ui/use-toast";
import { updateVideo } from "@/data/videos/endpoints";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { VIDEOS_KEY } from "@/data/videos/queries";

type VideoChanges = Parameters<typeof updateVideo>[0]["body"];

/** The library's one change: a video published or unpublished. */
export type PublishVideoInput = { id: number } & Required<Pick<VideoChanges, "isPublished">>;

/** Publish or unpublish, shown at once and put back if the server refuses. */
export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: PublishVideoInput) => updateVideo({ params: { id }, body: { isPublished } }),
    ...optimisticUpdate<Video[], Video, PublishVideoInput>(queryClient, {
      queryKey: VIDEOS_KEY,
      apply: (videos, { id, isPublished }) => videos.map((v) => (v.id === id ? { ...v, isPublished } : v)),
      settle: (videos, saved) => videos.map((v) => (v.id === saved.id ? saved : v)),
      onSuccess: (saved) => toast({ title: saved.isPublished ? "Video published" : "Video unpublished", description: saved.title }),
      onError: (error) => toast({ title: "Could not update the video", description: error.message, variant: "destructive" }),
    }),
  });
}
