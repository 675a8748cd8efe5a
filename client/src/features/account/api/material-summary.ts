import { useQuery } from "@tanstack/react-query";
import { getMaterialSummary } from "@/api/material";

export const MATERIAL_SUMMARY_KEY = ["/api/export/summary"] as const;

/**
 * Whether there is anything to download. Read afresh each time the card is drawn (writing
 * happens on other pages), and never kept, so an old "nothing yet" cannot disable a download.
 */
export function useMaterialSummary() {
  return useQuery({
    queryKey: MATERIAL_SUMMARY_KEY,
    queryFn: ({ signal }) => getMaterialSummary({}, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
