import { queryOptions, useQuery } from "@tanstack/react-query";
import { getErrorLog } from "@/api/error-logs";

/** One log's stack and context, fetched when the admin opens it. */
export const errorLogQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["/api/admin/error-logs", "detail", id], queryFn: ({ signal }) => getErrorLog({ params: { id } }, { signal }) });

export function useErrorLog(id: number, enabled: boolean) {
  return useQuery({ ...errorLogQueryOptions(id), enabled });
}
