import { ListOrdered } from "lucide-react";
import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { pathId } from "@shared/validation/id";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useSetLists } from "@/data/set-lists/queries";
import { NewSetListForm } from "./new-set-list-form";
import { SetListCards } from "./set-list-cards";
import { SetListEditor } from "./set-list-editor";

const readSetId = (raw: string | null): number | null => {
  const parsed = pathId().safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/** `/set-lists?set=…`: the comedian's sets, and the one picked open in the editor. */
export function SetListsPage() {
  const params = new URLSearchParams(useSearch());
  const selectedId = readSetId(params.get("set"));
  const performed = params.get("performed") === "1";
  const performedSeconds = readSetId(params.get("seconds"));
  const recordingKey = params.get("recording");
  const [, navigate] = useLocation();
  const sets = useSetLists();
  const select = useCallback((id: number | null) => navigate(id === null ? "/set-lists" : `/set-lists?set=${id}`), [navigate]);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Set Lists" description="Put your bits in running order, time the set, and take it to the stage." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-label="Your set lists" className={cn("flex flex-col gap-4", selectedId !== null && "max-lg:hidden")}>
          <NewSetListForm onCreated={(set) => select(set.id)} />
          {sets.isPending ? (
            <div className="flex flex-col gap-2" aria-label="Loading set lists">
              <Skeleton className="h-20 rounded-2xl" />
              <Skeleton className="h-20 rounded-2xl" />
            </div>
          ) : sets.isError ? (
            <div className="flex flex-col items-start gap-2 rounded-2xl border border-stage-700 p-4">
              <p className="text-cream-200">Your set lists could not be loaded.</p>
              <Button variant="outline" className="h-11" onClick={() => void sets.refetch()}>
                Try again
              </Button>
            </div>
          ) : sets.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stage-600 p-4 text-cream-300">
              No set lists yet. Name your first one above.
            </p>
          ) : (
            <SetListCards sets={sets.data} selectedId={selectedId} onSelect={select} />
          )}
        </section>
        <section aria-label="Set list" className={cn("min-w-0", selectedId === null && "max-lg:hidden")}>
          {selectedId === null ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stage-600 px-6 py-12 text-center">
              <ListOrdered aria-hidden className="size-10 text-spotlight-400" />
              <p className="text-cream-300">Pick a set list, or start a new one.</p>
            </div>
          ) : (
            <SetListEditor
              key={selectedId}
              id={selectedId}
              onClose={() => select(null)}
              askHowItWent={performed}
              performedSeconds={performedSeconds}
              recordingKey={recordingKey}
              onAsked={() => navigate(`/set-lists?set=${selectedId}`, { replace: true })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
