import { queryOptions, useQuery } from "@tanstack/react-query";
import { verifyResetToken } from "@/data/account/endpoints";
import { queryKeyOf } from "@/data/http/query-key";

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeyOf(verifyResetToken, { params: { token } }),
    // 200 when the link can still be used; any failure means the link is invalid.
    queryFn: () => verifyResetToken({ params: { token } }),
    // A link is single use: never answer a later visit from the cache.
    gcTime: 0,
  });

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
