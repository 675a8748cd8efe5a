import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveVideo } from "@/data/videos/endpoints";
import { VIDEOS_KEY } from "@/data/videos/queries";

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof saveVideo>[0]["body"]) => saveVideo({ body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
    },
  });
}
