import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { InsightRange } from "@shared/insights/ranges";
import { timeZoneCookie } from "@shared/insights/time-zone-cookie";
import { queryKeyOf } from "../http/query-key";
import { getInsights, getRecentShows } from "./endpoints";

/** The comedian's zone, as the browser knows it: days and weeks are counted in it (UTC if unknown). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * Keeps the browser's zone in the cookie a read of the insights that names none is counted in
 * (the insights page, which reads the zone anyway; never at start: docs/decisions/045).
 */
export function rememberTimeZone(): void {
  document.cookie = timeZoneCookie(browserTimeZone(), window.location.protocol === "https:");
}

/**
 * The insights for a range, one cache entry per range (for /insights). Read again whenever a page that shows them mounts: shows, ratings and notes change
 * elsewhere without telling this entry.
 */
export const insightsQueryOptions = (range: InsightRange = "all") => {
  const tz = browserTimeZone();
  return queryOptions({
    queryKey: queryKeyOf(getInsights, { query: { range, tz } }),
    queryFn: async ({ signal }) => {
      // Asked for as the page's HTML asks for it (the zone from the cookie rememberTimeZone
      // keeps), so the answer the HTML asked for ahead of the app is the one taken; asked
      // again with the zone named when the cookie held another (a first visit, a trip).
      const answer = await getInsights({ query: { range } }, { signal });
      return answer.timeZone === tz ? answer : getInsights({ query: { range, tz } }, { signal });
    },
    staleTime: 0,
  });
};

/** Whether the app asked for the insights at start (main.tsx, /insights opened first), and no page has taken that answer yet. */
let askedAtStart = false;

/** Asks for the whole range's insights beside the session, before the page's code has arrived. */
export function prefetchInsightsAtStart(client: QueryClient): Promise<void> {
  askedAtStart = true;
  return client.prefetchQuery(insightsQueryOptions());
}

/**
 * Whether the page, as it mounts, reads its insights again: always, except the first time after
 * the app asked for them at start (the answer is seconds old, and a second read would redraw).
 */
export function readInsightsOnMount(): boolean {
  const answerFromStart = askedAtStart;
  askedAtStart = false;
  return !answerFromStart;
}

/** The dashboard card's last five shows: a small answer of its own, read again whenever the card mounts. */
export const recentShowsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(getRecentShows),
    queryFn: ({ signal }) => getRecentShows({}, { signal }),
    staleTime: 0,
  });
