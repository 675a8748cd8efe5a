import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SetListSummary } from "@shared/set-lists/set-list-dto";
import { getJson } from "@/lib/api-request";

/** The comedian's set lists, to say which one an imported recording is of. */
export function useSetListOptions(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ["/api/set-lists"], queryFn: ({ signal }) => getJson<SetListSummary[]>("/api/set-lists", signal) }),
    enabled,
  });
}
