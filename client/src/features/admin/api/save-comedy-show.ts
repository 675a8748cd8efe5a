import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { apiRequest } from "@/api/api-request";
import { ADMIN_SHOWS_KEY } from "./get-comedy-shows";

export type ComedyShowFields = Omit<ComedyShow, "id">;

/** Creates a show, or replaces one in full when given its id. */
export async function saveComedyShow({ id, fields }: { id: number | null; fields: ComedyShowFields }): Promise<ComedyShow> {
  const res = id === null ? await apiRequest("POST", "/api/admin/comedy-shows", fields) : await apiRequest("PUT", `/api/admin/comedy-shows/${id}`, fields);
  return (await res.json()) as ComedyShow;
}

export function useSaveComedyShow(callbacks: { onSuccess?: (show: ComedyShow) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComedyShow,
    onSuccess: async (show) => {
      callbacks.onSuccess?.(show);
      await queryClient.invalidateQueries({ queryKey: ADMIN_SHOWS_KEY });
      await queryClient.invalidateQueries({ queryKey: ["/api/comedy-shows"] });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
