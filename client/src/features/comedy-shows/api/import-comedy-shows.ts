import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComedyShowImportResult } from "@shared/comedy-shows/comedy-show-dto";
import { importComedyShows } from "@/data/comedy-shows/endpoints";
import { COMEDY_SHOWS_KEY } from "@/data/comedy-shows/queries";
import { ADMIN_SHOWS_KEY } from "@/data/comedy-shows/admin-shows";

/** An .ics file's text or a feed's address. */
export function useImportComedyShows(callbacks: { onSuccess?: (result: ComedyShowImportResult) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof importComedyShows>[0]["body"]) => importComedyShows({ body }),
    onSuccess: async (result) => {
      callbacks.onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: ADMIN_SHOWS_KEY });
      await queryClient.invalidateQueries({ queryKey: COMEDY_SHOWS_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
