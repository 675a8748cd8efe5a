import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBackups } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const BACKUPS_KEY = queryKeyOf(getBackups);

export const backupsQueryOptions = () => queryOptions({ queryKey: BACKUPS_KEY, queryFn: ({ signal }) => getBackups({}, { signal }) });

/** Read by the panel's status line and the Backups tab alike (one request). */
export function useBackups() {
  return useQuery(backupsQueryOptions());
}
