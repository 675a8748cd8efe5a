import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { VIDEOS_KEY } from "./get-videos";

export async function deleteVideo(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/videos/${id}`);
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: async () => {
      toast({ title: "Video deleted", description: "The video and its file are gone." });
      await queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
    },
    onError: (error) => toast({ title: "Could not delete the video", description: error.message, variant: "destructive" }),
  });
}
