import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { ApiError } from "@/api/api-error";
import { getCurrentUser } from "@/api/account";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** The signed-in user, or null when the session is anonymous: the only read where 401 is not an error. */
export async function getUser(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return await getCurrentUser({}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Tried even offline: the service worker keeps the last answer, so the app opens signed in. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: USER_QUERY_KEY, queryFn: ({ signal }) => getUser(signal), networkMode: "offlineFirst" });

export function useUser() {
  return useQuery(userQueryOptions());
}
