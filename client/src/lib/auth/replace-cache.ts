import type { QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/account/public-user";
import { USER_QUERY_KEY } from "./api/get-user";

/**
 * Drops every cached read except the session, then stores the new session user.
 * The user query object itself is kept so that mounted components see the change at once.
 */
export function replaceCacheWithUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.getMutationCache().clear();
}
