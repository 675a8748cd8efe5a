import { Mic, Plus } from "lucide-react";
import { useState } from "react";
import type { Performance } from "@shared/performances/performance-dto";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useDeletePerformance } from "../api/delete-performance";
import { usePerformances } from "@/data/performances/queries";
import { PerformanceCard } from "./performance-card";
import { PerformanceFormDialog } from "./performance-form-dialog";

export const DELETE_SHOW_CONFIRM = "Delete this show from your log? Its ratings go with it.";

/** `/performances`: every show the comedian logged, newest first; log one by hand, edit or delete. */
export function PerformancesPage() {
  const performances = usePerformances();
  // null: closed; "new": logging a show; else the show being edited.
  const [editing, setEditing] = useState<Performance | "new" | null>(null);
  const remove = useDeletePerformance({
    onSuccess: () => toast({ title: "Show deleted" }),
    onError: (error) => toast({ title: "Error deleting show", description: error.message, variant: "destructive" }),
  });
  const deleteShow = (performance: Performance) => {
    if (window.confirm(DELETE_SHOW_CONFIRM)) remove.mutate(performance.id);
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Performance Log" description="Every show you played, and how each bit went." />
      <Button className="h-11 self-start" onClick={() => setEditing("new")}>
        <Plus aria-hidden />
        Log a show
      </Button>
      {performances.isPending ? (
        <div className="flex flex-col gap-3" aria-label="Loading shows">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : performances.isError ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-stage-700 p-4">
          <p className="text-cream-200">Your shows could not be loaded.</p>
          <Button variant="outline" className="h-11" onClick={() => void performances.refetch()}>
            Try again
          </Button>
        </div>
      ) : performances.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stage-600 px-6 py-12 text-center">
          <Mic aria-hidden className="size-10 text-spotlight-400" />
          <p className="text-cream-300">No shows logged yet. After a set, log it here or from perform mode.</p>
        </div>
      ) : (
        <ol aria-label="Shows" className="flex flex-col gap-3">
          {performances.data.map((performance) => (
            <li key={performance.id}>
              <PerformanceCard performance={performance} onEdit={() => setEditing(performance)} onDelete={() => deleteShow(performance)} />
            </li>
          ))}
        </ol>
      )}
      {editing !== null && (
        <PerformanceFormDialog
          key={editing === "new" ? "new" : editing.id}
          performance={editing === "new" ? null : editing}
          open
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
