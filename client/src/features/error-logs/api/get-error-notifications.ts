import { queryOptions, useQuery } from "@tanstack/react-query";
import { getErrorNotifications } from "@/api/admin-users";

export const ERROR_NOTIFICATIONS_KEY = ["/api/admin/error-notifications"] as const;

export const errorNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ERROR_NOTIFICATIONS_KEY, queryFn: ({ signal }) => getErrorNotifications({}, { signal }) });

export function useErrorNotifications() {
  return useQuery(errorNotificationsQueryOptions());
}
