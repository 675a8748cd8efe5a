import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/api/api-request";

export interface ErrorNotificationSettings {
  enabled: boolean;
  /** Admins who get alerts. */
  recipients: number;
  /** "smtp", or "outbox" when mail stays on the server (SMTP_URL unset). */
  mailer: "smtp" | "outbox";
}

export const ERROR_NOTIFICATIONS_KEY = ["/api/admin/error-notifications"] as const;

export const getErrorNotifications = (signal?: AbortSignal) =>
  getJson<ErrorNotificationSettings>("/api/admin/error-notifications", signal);

export const errorNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ERROR_NOTIFICATIONS_KEY, queryFn: ({ signal }) => getErrorNotifications(signal) });

export function useErrorNotifications() {
  return useQuery(errorNotificationsQueryOptions());
}
