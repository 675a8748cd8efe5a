import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { deleteVideo } from "@/data/videos/endpoints";
import { VIDEOS_KEY } from "@/data/videos/queries";

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteVideo({ params: { id } }),
    onSuccess: async () => {
      toast({ title: "Video deleted", description: "The video and its file are gone." });
      await queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
    },
    onError: (error) => toast({ title: "Could not delete the video", description: error.message, variant: "destructive" }),
  });
}
