import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { createComedyShow, updateComedyShow } from "@/data/comedy-shows/endpoints";
import { COMEDY_SHOWS_KEY } from "@/data/comedy-shows/queries";
import { ADMIN_SHOWS_KEY } from "@/data/comedy-shows/admin-shows";

/** Every field of a show, as the form holds them (what the server answers, less the id). */
export type ComedyShowFields = Omit<ComedyShow, "id">;

type ComedyShowBody = Parameters<typeof createComedyShow>[0]["body"];

/** Creates a show, or replaces one in full when given its id. */
const saveComedyShow = ({ id, fields }: { id: number | null; fields: ComedyShowBody }) =>
  id === null ? createComedyShow({ body: fields }) : updateComedyShow({ params: { id }, body: fields });

export function useSaveComedyShow(callbacks: { onSuccess?: (show: ComedyShow) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComedyShow,
    onSuccess: async (show) => {
      callbacks.onSuccess?.(show);
      await queryClient.invalidateQueries({ queryKey: ADMIN_SHOWS_KEY });
      await queryClient.invalidateQueries({ queryKey: COMEDY_SHOWS_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
