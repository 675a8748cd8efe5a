import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminUserPage } from "@shared/admin/admin-user-dto";
import { getJson } from "@/api/api-request";

export const ADMIN_USERS_KEY = ["/api/admin/users"] as const;
/** Rows per page: the list loads more on demand past this. */
export const USERS_PAGE_SIZE = 100;

export function getAdminUsers({ after, search }: { after?: number; search: string }, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (after) params.set("after", String(after));
  if (search) params.set("q", search);
  return getJson<AdminUserPage>(`/api/admin/users?${params}`, signal);
}

export const adminUsersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_USERS_KEY, search],
    queryFn: ({ pageParam, signal }) => getAdminUsers({ after: pageParam, search }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAdminUsers(search: string) {
  return useInfiniteQuery(adminUsersQueryOptions(search));
}
