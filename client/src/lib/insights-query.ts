import { queryOptions } from "@tanstack/react-query";
import type { InsightRange } from "@shared/insights/ranges";
import { getInsights, getRecentShows } from "@/api/insights";

/** The comedian's zone, as the browser knows it: days and weeks are counted in it (UTC if unknown). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * The insights for a range, one cache entry per range (for /insights). Read again whenever a page that shows them mounts: shows, ratings and notes change
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

/** The dashboard card's last five shows: a small answer of its own, read again whenever the card mounts. */
export const recentShowsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/insights/recent-shows"] as const,
    queryFn: ({ signal }) => getRecentShows({}, { signal }),
    staleTime: 0,
  });
