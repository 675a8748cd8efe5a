import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ErrorLogList } from "@shared/error-logs/error-log-dto";
import type { Severity } from "@shared/error-logs/severities";
import { getJson } from "@/api/api-request";

export const ERROR_LOGS_KEY = ["/api/admin/error-logs"] as const;

export const getErrorLogs = (severity: Severity | undefined, signal?: AbortSignal) =>
  getJson<ErrorLogList>(`/api/admin/error-logs${severity ? `?severity=${severity}` : ""}`, signal);

export const errorLogsQueryOptions = (severity?: Severity) =>
  queryOptions({ queryKey: [...ERROR_LOGS_KEY, severity ?? "all"], queryFn: ({ signal }) => getErrorLogs(severity, signal) });

export function useErrorLogs(severity?: Severity) {
  return useQuery(errorLogsQueryOptions(severity));
}
