import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Severity } from "@shared/error-logs/severities";
import { getErrorLogs } from "@/api/error-logs";

export const ERROR_LOGS_KEY = ["/api/admin/error-logs"] as const;

export const errorLogsQueryOptions = (severity?: Severity) =>
  queryOptions({ queryKey: [...ERROR_LOGS_KEY, severity ?? "all"], queryFn: ({ signal }) => getErrorLogs({ query: { severity } }, { signal }) });

export function useErrorLogs(severity?: Severity) {
  return useQuery(errorLogsQueryOptions(severity));
}
