import { performanceRatings, ratingLabels } from "@shared/performances/ratings";
import type { RatingCounts } from "@shared/insights/insights-dto";
import { totalRatings } from "@shared/insights/series";
import { ratingColors, ratingFills } from "@/components/charts/chart-colors";

/** A joke's ratings as one stacked bar, killed first, each with its pattern; its words for a screen reader. */
export function RatingsBar({ ratings, width = 112 }: { ratings: RatingCounts; width?: number }) {
  const total = totalRatings(ratings);
  const widths = performanceRatings.map((rating) => (total === 0 ? 0 : (ratings[rating] / total) * width));
  const segments = performanceRatings.map((rating, i) => ({ rating, w: widths[i] ?? 0, x: widths.slice(0, i).reduce((a, b) => a + b, 0) }));
  const words = performanceRatings.map((r) => `${ratings[r]} ${ratingLabels[r].toLowerCase()}`).join(", ");
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden width={width} height={14} viewBox={`0 0 ${width} 14`} className="shrink-0">
        <rect width={width} height={14} rx={3} fill="#1d171a" />
        {segments.map(({ rating, w, x }) =>
          w > 0 ? <rect key={rating} x={x} y={0} width={Math.max(0, w - 1)} height={14} fill={ratingFills[rating]} stroke={ratingColors[rating]} strokeWidth={1} /> : null,
        )}
      </svg>
      <span className="sr-only">{words}</span>
    </span>
  );
}

/** The ratings' legend: each swatch in its pattern, with its word. */
export function RatingsLegend() {
  return (
    <ul aria-label="Ratings legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-cream-300">
      {performanceRatings.map((rating) => (
        <li key={rating} className="flex items-center gap-1.5">
          <svg aria-hidden width={14} height={14}>
            <rect width={14} height={14} rx={2} fill={ratingFills[rating]} stroke={ratingColors[rating]} />
          </svg>
          {ratingLabels[rating]}
        </li>
      ))}
    </ul>
  );
}
