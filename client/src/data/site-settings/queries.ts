import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSiteSettings } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

/** One cache entry for the navigation, the pages the settings switch off and the admin's tab. */
export const SITE_SETTINGS_KEY = queryKeyOf(getSiteSettings);

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Feature switches the client may read (the navigation and the pages they switch off). */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: ({ signal }) => getSiteSettings({}, { signal }),
    staleTime: FIVE_MINUTES_MS,
  });

export function useSiteSettings({ enabled }: { enabled: boolean }) {
  return useQuery({ ...siteSettingsQueryOptions(), enabled });
}
