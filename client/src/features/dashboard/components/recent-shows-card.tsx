import { useQuery } from "@tanstack/react-query";
import { TextLink } from "@/components/text-link";
import { ChartNoAxesCombined, ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { percent, showAverages } from "@shared/insights/series";
import { lineColors } from "@/components/charts/chart-colors";
import { Sparkline } from "@/components/charts/sparkline";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatWeekdayDate } from "@/lib/format";
import { recentShowsQueryOptions } from "@/data/insights/queries";

/** The card's one height in every state, so its arrival and its answer move nothing below. */
export const RECENT_SHOWS_CARD_HEIGHT = "min-h-[13.5rem]";

/** The last five shows' hit rate (and laughs a minute where recorded) as sparklines, leading to /insights. */
export function RecentShowsCard() {
  const insights = useQuery(recentShowsQueryOptions());
  const shows = insights.data?.shows ?? [];
  const averages = showAverages(shows);
  const recorded = shows.some((show) => show.laughsPerMinute !== null);
  const lpmValues = shows.map((show) => show.laughsPerMinute);
  const maxLpm = Math.max(6, ...lpmValues.map((v) => v ?? 0));
  const words = shows
    .map((show) => `${formatWeekdayDate(show.performedAt)}: ${show.hitRate === null ? "not rated" : percent(show.hitRate)}${show.laughsPerMinute === null ? "" : `, ${show.laughsPerMinute} laughs a minute`}`)
    .join("; ");

  return (
    <Card role="region" aria-label="Recent shows" className={RECENT_SHOWS_CARD_HEIGHT}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChartNoAxesCombined aria-hidden className="size-5 text-spotlight-400" /> Recent Shows
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {insights.isPending ? (
          <p className="text-sm text-cream-300">Loading your shows…</p>
        ) : shows.length === 0 ? (
          <p className="text-sm text-cream-300">
            Log a show in the <TextLink href="/performances">performance log</TextLink> to see how your sets are going.
          </p>
        ) : (
          <>
            <p className="text-sm text-cream-200">
              Hit rate over the last {shows.length === 1 ? "show" : `${shows.length} shows`}: <strong className="text-cream-50">{percent(averages.hitRate)}</strong>
              {averages.laughsPerMinute !== null && (
                <>
                  {" "}· <strong className="text-cream-50">{Math.round(averages.laughsPerMinute * 10) / 10}</strong> laughs a minute where recorded
                </>
              )}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-cream-300">
              <span className="flex items-center gap-1.5">
                <Sparkline values={shows.map((show) => show.hitRate)} domain={[0, 1]} color={lineColors.hitRate} width={120} height={32} />
                Hit rate
              </span>
              {recorded && (
                <span className="flex items-center gap-1.5">
                  <Sparkline values={lpmValues} domain={[0, maxLpm]} color={lineColors.lpm} dashed width={120} height={32} />
                  Laughs a minute
                </span>
              )}
            </div>
            <p className="sr-only">Oldest first: {words}.</p>
          </>
        )}
        <Link
          href="/insights"
          className="mt-1 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-spotlight-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-spotlight-400"
        >
          All insights
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
