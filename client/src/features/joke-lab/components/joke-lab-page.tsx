import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { jokeNoteCountsQueryOptions } from "@/data/joke-notes/note-caches";
import { useLabTab } from "../hooks/use-lab-tab";
import { LabBoard } from "./lab-board";
import { LabInstructions } from "./lab-instructions";

/** The counts first; each column then reads its own notes by pages, never the whole file. */
export function JokeLabPage() {
  const countsQuery = useQuery(jokeNoteCountsQueryOptions());
  const [tab, setTab] = useLabTab();

  return (
    <div className="flex flex-col">
      <PageHeader title="Joke Lab" description="Drag jokes from first spark to stage-ready." />
      <LabInstructions />
      {/* A failed refetch keeps the board it already has; only a first load that failed shows the error. */}
      {countsQuery.data ? (
        <LabBoard counts={countsQuery.data} tab={tab} onTabChange={setTab} />
      ) : countsQuery.isPending ? (
        <BoardSkeleton />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neon-500/50 px-4 py-10 text-center">
          <p className="text-cream-300">Your jokes could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void countsQuery.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

function BoardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the board" className="flex flex-col gap-4">
      <Skeleton className="h-[3.25rem] rounded-xl" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-60 rounded-2xl md:h-[600px]" />
        ))}
      </div>
    </div>
  );
}
