import type { ReactNode } from "react";
import { performanceRatings, ratingLabels, type PerformanceRating } from "@shared/performances/ratings";
import { cn } from "@/lib/utils";

/** One bit's rating as four big radio buttons (arrow keys move between them), under the bit's setup. */
export function RatingPicker({
  name,
  legend,
  value,
  onChange,
  hint,
}: {
  name: string;
  legend: string;
  value: PerformanceRating | undefined;
  onChange: (rating: PerformanceRating) => void;
  /** A line under the legend (such as where a suggested rating came from). */
  hint?: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-stage-700 p-3">
      <legend className="max-w-full truncate px-1 text-sm font-medium text-cream-100">{legend}</legend>
      {hint && <p className="text-sm text-cream-300">{hint}</p>}
      <div className="grid grid-cols-4 gap-1.5">
        {performanceRatings.map((rating) => {
          const checked = value === rating;
          return (
            <label
              key={rating}
              className={cn(
                "flex h-11 cursor-pointer items-center justify-center rounded-lg border border-stage-600 text-sm font-semibold text-cream-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-spotlight-400",
                checked && "border-spotlight-500 bg-spotlight-500 text-black",
              )}
            >
              <input type="radio" className="sr-only" name={name} value={rating} checked={checked} onChange={() => onChange(rating)} />
              {ratingLabels[rating]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
