import type { QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { clearOfflineApiCache } from "@/lib/offline-api-cache";
import { USER_QUERY_KEY } from "./session";

/**
 * Drops every cached read except the session, then stores the new session user.
 * The user query object itself is kept so that mounted components see the change at once.
 * The service worker's offline copy of the last lists goes too: it was another session's.
 */
export function replaceCacheWithUser(queryClient: QueryClient, user: PublicUser | null): void {
  void clearOfflineApiCache();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.getMutationCache().clear();
}
