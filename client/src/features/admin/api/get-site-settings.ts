import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSiteSettings } from "@shared/site/site-settings";
import { getJson } from "@/api/api-request";

/** Same address as the navigation's read, so a change here shows there at once. */
export const SITE_SETTINGS_KEY = ["/api/site-settings"] as const;

export const getSiteSettings = (signal?: AbortSignal) => getJson<PublicSiteSettings>("/api/site-settings", signal);

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: SITE_SETTINGS_KEY, queryFn: ({ signal }) => getSiteSettings(signal) });

export function useAdminSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
