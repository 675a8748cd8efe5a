import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/api/api-request";
import { USER_QUERY_KEY } from "@/lib/auth/api/get-user";

export interface VerifyEmailResult {
  message: string;
}

export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  const res = await apiRequest("GET", `/api/verify-email/${encodeURIComponent(token)}`);
  return (await res.json()) as VerifyEmailResult;
}

/** A query (not a mutation) so the single-use link is spent once, even when React mounts twice. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/api/verify-email", token],
    queryFn: () => verifyEmail(token),
    gcTime: 0,
  });

/** Verifies the link on load; on success the cached session user is refreshed. */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  const query = useQuery(verifyEmailQueryOptions(token));
  useEffect(() => {
    if (query.isSuccess) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [query.isSuccess, queryClient]);
  return query;
}
