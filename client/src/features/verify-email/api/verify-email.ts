import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { verifyEmail } from "@/data/account/endpoints";
import { queryKeyOf } from "@/data/http/query-key";
import { USER_QUERY_KEY } from "@/data/account/session";

/** A query (not a mutation) so the single-use link is spent once, even when React mounts twice. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeyOf(verifyEmail, { params: { token } }),
    queryFn: () => verifyEmail({ params: { token } }),
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
