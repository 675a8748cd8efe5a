import { queryOptions } from "@tanstack/react-query";
import type { InsightRange } from "@shared/insights/ranges";
import { getInsights } from "@/api/insights";

/** The comedian's zone, as the browser knows it: days and weeks are counted in it (UTC if unknown). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * The insights for a range, one cache entry per range, shared by /insights and the dashboard's
 * card. Read again whenever a page that shows them mounts: shows, ratings and notes change
 * elsewhere without telling this entry.
 */
export const insightsQueryOptions = (range: InsightRange = "all") => {
  const tz = browserTimeZone();
  return queryOptions({
    queryKey: ["/api/insights", { range, tz }] as const,
    queryFn: ({ signal }) => getInsights({ query: { range, tz } }, { signal }),
    staleTime: 0,
  });
};
