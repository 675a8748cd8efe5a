import { useQuery } from "@tanstack/react-query";
import { getMaterialSummary } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const MATERIAL_SUMMARY_KEY = queryKeyOf(getMaterialSummary);

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
