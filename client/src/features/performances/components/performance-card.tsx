import { Pencil, Trash2 } from "lucide-react";
import { formatRunningTime } from "@shared/set-lists/estimate";
import type { Performance } from "@shared/performances/performance-dto";
import { ratingLabels } from "@shared/performances/ratings";
import { Button } from "@/components/ui/button";

const dayText = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: "short", year: "numeric", month: "short", day: "numeric" });

/** One logged show: when and where, how long, each bit's rating, and its notes. */
export function PerformanceCard({ performance, onEdit, onDelete }: { performance: Performance; onEdit: () => void; onDelete: () => void }) {
  const title = performance.showName ? `${performance.showName} at ${performance.venue}` : performance.venue;
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-stage-700 bg-stage-900/85 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-cream-50">{title}</h2>
          <p className="text-sm text-cream-300">
            {dayText(performance.performedAt)}
            {performance.durationSeconds !== null && ` · ${formatRunningTime(performance.durationSeconds)} on stage`}
          </p>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" className="h-11" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden />
            <span className="max-sm:sr-only">Edit</span>
          </Button>
          <Button variant="ghost" className="h-11 text-neon-300" onClick={onDelete} aria-label={`Delete ${title}`}>
            <Trash2 aria-hidden />
            <span className="max-sm:sr-only">Delete</span>
          </Button>
        </div>
      </div>
      {performance.ratings.length > 0 && (
        <ul aria-label="How each bit went" className="flex flex-col gap-1">
          {performance.ratings.map((r) => (
            <li key={r.jokeNoteId} className="flex gap-2 text-sm text-cream-200">
              <span className="w-16 shrink-0 font-semibold text-spotlight-300">{ratingLabels[r.rating]}</span>
              <span className="min-w-0 truncate">{r.setup}</span>
            </li>
          ))}
        </ul>
      )}
      {performance.notes && <p className="text-sm whitespace-pre-wrap text-cream-300">{performance.notes}</p>}
    </article>
  );
}
