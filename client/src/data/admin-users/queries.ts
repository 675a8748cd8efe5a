import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getAdminUsers } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const ADMIN_USERS_KEY = queryKeyOf(getAdminUsers);
/** Rows per page: the list loads more on demand past this. */
export const USERS_PAGE_SIZE = 100;

export const adminUsersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(getAdminUsers, { query: { q: search || undefined } }),
    queryFn: ({ pageParam, signal }) =>
      getAdminUsers(
        { query: { limit: String(USERS_PAGE_SIZE), after: pageParam ? String(pageParam) : undefined, q: search || undefined } },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAdminUsers(search: string) {
  return useInfiniteQuery(adminUsersQueryOptions(search));
}
