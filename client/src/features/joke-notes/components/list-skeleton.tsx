import { Skeleton } from "@/components/ui/skeleton";

/** Three placeholder rows while the notes load. */
export function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading joke notes" className="grid gap-2">
      {[0, 1, 2].map((i) => (
        <div key={i} data-testid="joke-note-skeleton" className="flex items-center gap-3 rounded-xl border border-stage-700 p-3">
          <Skeleton className="size-6 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
