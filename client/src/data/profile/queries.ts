import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProfile } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

/** The comedian's profile (My Elements), read by the writing-room pages under its path. */
export const PROFILE_KEY = queryKeyOf(getProfile);

export const profileQueryOptions = () => queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getProfile({}, { signal }) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
