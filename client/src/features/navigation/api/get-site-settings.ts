import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettingKey } from "@shared/schema/site";

export type SiteSettingsFlags = Partial<Record<SiteSettingKey, boolean>>;

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Feature switches the client may read; fetched with the default query function. */
export const siteSettingsQueryOptions = () =>
  queryOptions<SiteSettingsFlags>({ queryKey: ["/api/site-settings"], staleTime: FIVE_MINUTES_MS });

export function useSiteSettings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...siteSettingsQueryOptions(), enabled });
}
