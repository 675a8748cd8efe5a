import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Severity } from "@shared/error-logs/severities";
import { getErrorLogs } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const ERROR_LOGS_KEY = queryKeyOf(getErrorLogs);

export const errorLogsQueryOptions = (severity?: Severity) =>
  queryOptions({ queryKey: queryKeyOf(getErrorLogs, { query: { severity } }), queryFn: ({ signal }) => getErrorLogs({ query: { severity } }, { signal }) });

export function useErrorLogs(severity?: Severity) {
  return useQuery(errorLogsQueryOptions(severity));
}
