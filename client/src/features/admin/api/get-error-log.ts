import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ErrorLogDetail } from "@shared/error-logs/error-log-dto";
import { getJson } from "@/api/api-request";

/** One log's stack and context, fetched when the admin opens it. */
export const getErrorLog = (id: number, signal?: AbortSignal) => getJson<ErrorLogDetail>(`/api/admin/error-logs/${id}`, signal);

export const errorLogQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["/api/admin/error-logs", "detail", id], queryFn: ({ signal }) => getErrorLog(id, signal) });

export function useErrorLog(id: number, enabled: boolean) {
  return useQuery({ ...errorLogQueryOptions(id), enabled });
}
