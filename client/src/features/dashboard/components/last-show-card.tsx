import { ChevronRight, Mic } from "lucide-react";
import { Link } from "wouter";
import { ratingLabels, performanceRatings } from "@shared/performances/ratings";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatWeekdayDate } from "@/lib/format";
import { useLastPerformance } from "@/data/performances/queries";

/** The last show logged: where, when, and how the bits went. Nothing until one is logged. */
export function LastShowCard() {
  const performances = useLastPerformance();
  const last = performances.data?.[0];
  if (!last) return null;
  const counts = performanceRatings
    .map((rating) => ({ rating, count: last.ratings.filter((r) => r.rating === rating).length }))
    .filter(({ count }) => count > 0);
  return (
    <Card role="region" aria-label="Last Show">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mic aria-hidden className="size-5 text-spotlight-400" /> Last Show
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="font-semibold text-cream-50">
          {last.showName ? `${last.showName} at ${last.venue}` : last.venue}
        </p>
        <p className="text-sm text-cream-300">
          {formatWeekdayDate(last.performedAt)}
        </p>
        {counts.length > 0 && (
          <p className="text-sm text-cream-200">{counts.map(({ rating, count }) => `${count} ${ratingLabels[rating]}`).join(" · ")}</p>
        )}
        <Link
          href="/performances"
          className="mt-1 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-spotlight-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-spotlight-400"
        >
          Performance log
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
