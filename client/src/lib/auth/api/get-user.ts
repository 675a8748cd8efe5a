import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { getQueryFn } from "@/lib/query-client";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** The signed-in user, or null when the session is anonymous (401). */
export const userQueryOptions = () =>
  queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getQueryFn<PublicUser>({ on401: "returnNull" }) });

export function useUser() {
  return useQuery(userQueryOptions());
}
