import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComedyShowImportResult } from "@shared/comedy-shows/comedy-show-dto";
import type { ComedyShowImport } from "@shared/comedy-shows/comedy-show-input";
import { apiRequest } from "@/api/api-request";
import { ADMIN_SHOWS_KEY } from "./get-comedy-shows";

/** POST /api/admin/comedy-shows/import: an .ics file's text or a feed's address. */
export async function importComedyShows(input: ComedyShowImport): Promise<ComedyShowImportResult> {
  const res = await apiRequest("POST", "/api/admin/comedy-shows/import", input);
  return (await res.json()) as ComedyShowImportResult;
}

export function useImportComedyShows(callbacks: { onSuccess?: (result: ComedyShowImportResult) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importComedyShows,
    onSuccess: async (result) => {
      callbacks.onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: ADMIN_SHOWS_KEY });
      await queryClient.invalidateQueries({ queryKey: ["/api/comedy-shows"] });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
