import { useQuery } from "@tanstack/react-query";
import { siteSettingsQueryOptions } from "@/data/site-settings/queries";

/** The navigation's own read, so a change here shows there at once. */
export function useAdminSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
