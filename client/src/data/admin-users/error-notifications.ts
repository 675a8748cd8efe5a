import { queryOptions, useQuery } from "@tanstack/react-query";
import { getErrorNotifications } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const ERROR_NOTIFICATIONS_KEY = queryKeyOf(getErrorNotifications);

export const errorNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ERROR_NOTIFICATIONS_KEY, queryFn: ({ signal }) => getErrorNotifications({}, { signal }) });

export function useErrorNotifications() {
  return useQuery(errorNotificationsQueryOptions());
}
