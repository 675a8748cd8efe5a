import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/api/api-request";

export interface VerifyResetTokenResult {
  valid: true;
}

/** 200 when the link can still be used; any failure means the link is invalid. */
export async function verifyResetToken(token: string): Promise<VerifyResetTokenResult> {
  const res = await apiRequest("GET", `/api/verify-reset-token/${encodeURIComponent(token)}`);
  return (await res.json()) as VerifyResetTokenResult;
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/api/verify-reset-token", token],
    queryFn: () => verifyResetToken(token),
    // A link is single use: never answer a later visit from the cache.
    gcTime: 0,
  });

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
