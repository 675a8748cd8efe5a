import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { deleteComedyShow } from "@/data/comedy-shows/endpoints";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { ADMIN_SHOWS_KEY } from "@/data/comedy-shows/admin-shows";

export function useDeleteComedyShow(callbacks: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteComedyShow({ params: { id } }),
    ...optimisticUpdate<ComedyShow[], void, number>(queryClient, {
      queryKey: ADMIN_SHOWS_KEY,
      apply: (shows, id) => shows.filter((show) => show.id !== id),
      restore: (shows, snapshot, id) => restoreById(shows, snapshot, id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
