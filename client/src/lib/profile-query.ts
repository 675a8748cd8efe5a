import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@shared/profile/profile-dto";
import { getJson } from "@/api/api-request";

/** The comedian's profile (My Elements), read by the writing-room pages under its path. */
export const PROFILE_KEY = ["/api/profile"] as const;

export const getProfile = (signal?: AbortSignal) => getJson<Profile>("/api/profile", signal);

export const profileQueryOptions = () => queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
