import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import { insightRanges, type InsightRange } from "@shared/insights/ranges";
import { RatingPatterns } from "@/components/charts/rating-patterns";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { insightsQueryOptions, readInsightsOnMount, rememberTimeZone } from "@/data/insights/queries";
import { cn } from "@/lib/utils";
import { Pipeline } from "./pipeline";
import { SetsOverTime } from "./sets-over-time";
import { WhatWorks } from "./what-works";
import { WritingHabit } from "./writing-habit";

const RANGE_LABELS: Record<InsightRange, string> = { "30d": "Last 30 days", "90d": "Last 90 days", all: "All time" };

/** `/insights`: how the material is doing, in pictures, each with its words and its table. */
export function InsightsPage() {
  const [range, setRange] = useState<InsightRange>("all");
  const [readOnMount] = useState(readInsightsOnMount);
  const insights = useQuery({ ...insightsQueryOptions(range), placeholderData: keepPreviousData, refetchOnMount: readOnMount });
  const data = insights.data;
  // What works draws first; the three charts follow in a render React may pause between frames,
  // so a long answer does not hold the page still while it is drawn.
  const charts = useDeferredValue(data);
  // The zone the next /insights opened first is counted in (its HTML asks with the cookie's zone).
  useEffect(rememberTimeZone, []);

  return (
    <div className="flex flex-col gap-6">
      <RatingPatterns />
      <PageHeader title="Insights" description="Which bits kill, whether the set is getting tighter, and whether you are still writing." />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm text-cream-300">Jokes and shows from</legend>
        {insightRanges.map((value) => (
          <label
            key={value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center rounded-lg border px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-spotlight-400",
              range === value ? "border-spotlight-500 bg-spotlight-500 text-stage-950" : "border-stage-600 bg-stage-900/60 text-cream-100 hover:border-spotlight-500",
            )}
          >
            <input type="radio" name="insights-range" value={value} checked={range === value} onChange={() => setRange(value)} className="sr-only" />
            {RANGE_LABELS[value]}
          </label>
        ))}
        {/* Its place is kept while empty: the words arriving never move the charts below. */}
        <span role="status" className="min-w-24 text-sm text-cream-300">
          {insights.isFetching && data ? "Updating…" : ""}
        </span>
      </fieldset>
      {data ? (
        <>
          <WhatWorks jokes={data.jokes} range={data.range} />
          {charts ? (
            <>
              <SetsOverTime shows={charts.shows} range={charts.range} />
              <Pipeline weeks={charts.pipeline} />
              <WritingHabit writing={charts.writing} today={charts.today} streakDays={charts.streakDays} />
            </>
          ) : (
            <Skeleton className="h-[60rem] rounded-2xl" />
          )}
        </>
      ) : insights.isError ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-stage-700 p-4">
          <p className="text-cream-200">Your insights could not be loaded.</p>
          <Button variant="outline" className="h-11" onClick={() => void insights.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading your insights">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      )}
    </div>
  );
}
