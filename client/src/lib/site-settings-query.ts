import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettingKey } from "@shared/site/site-setting-keys";
import { getJson } from "@/api/api-request";

export type SiteSettingsFlags = Partial<Record<SiteSettingKey, boolean>>;

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Feature switches the client may read (the navigation and the pages they switch off). */
export const getSiteSettings = (signal?: AbortSignal) => getJson<SiteSettingsFlags>("/api/site-settings", signal);

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/site-settings"],
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: FIVE_MINUTES_MS,
  });

export function useSiteSettings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...siteSettingsQueryOptions(), enabled });
}
