import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { getSession } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const USER_QUERY_KEY = queryKeyOf(getSession);

/**
 * The signed-in user, or null when the session is anonymous. Read from /api/session, which a
 * visitor answers 200 (GET /api/user's 401 is an error in the browser's console on every page
 * a visitor opens).
 */
export async function getUser(signal?: AbortSignal): Promise<PublicUser | null> {
  return (await getSession({}, { signal })).user;
}

/** Tried even offline: the service worker keeps the last answer, so the app opens signed in. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: USER_QUERY_KEY, queryFn: ({ signal }) => getUser(signal), networkMode: "offlineFirst" });

export function useUser() {
  return useQuery(userQueryOptions());
}
