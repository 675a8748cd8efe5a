import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../http/query-key";
import { getErrorLog } from "./endpoints";

/** One log's stack and context, fetched when the admin opens it. */
export const errorLogQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeyOf(getErrorLog, { params: { id } }), queryFn: ({ signal }) => getErrorLog({ params: { id } }, { signal }) });

export function useErrorLog(id: number, enabled: boolean) {
  return useQuery({ ...errorLogQueryOptions(id), enabled });
}
