import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { apiRequest } from "@/api/api-request";
import { restoreById } from "@/lib/id-list";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { ADMIN_SHOWS_KEY } from "./get-comedy-shows";

export async function deleteComedyShow(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/comedy-shows/${id}`);
}

export function useDeleteComedyShow(callbacks: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComedyShow,
    ...optimisticUpdate<ComedyShow[], void, number>(queryClient, {
      queryKey: ADMIN_SHOWS_KEY,
      apply: (shows, id) => shows.filter((show) => show.id !== id),
      restore: (shows, snapshot, id) => restoreById(shows, snapshot, id),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
