import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProfile } from "@/api/profile";

/** The comedian's profile (My Elements), read by the writing-room pages under its path. */
export const PROFILE_KEY = ["/api/profile"] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getProfile({}, { signal }) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
