import { lazy, Suspense, useCallback, useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { pathId } from "@shared/validation/id";
import { Button } from "@/components/ui/button";
import { useSetList } from "@/data/set-lists/queries";
import { BlackScreen } from "./black-screen";

const PerformMode = lazy(async () => ({ default: (await import("./perform-mode")).PerformMode }));

/**
 * `/set-lists/{id}/perform`: a set list in perform mode, in its running order, with the
 * set's target as the timer. Leaving goes back to the set, which asks how it went.
 */
export function SetListPerformPage() {
  const parsed = pathId().safeParse(useParams<{ id: string }>().id);
  const id = parsed.success ? parsed.data : null;
  const [, navigate] = useLocation();
  const query = useSetList(id);

  // Asked for again here in case the click that led here could not (ignored on failure).
  useEffect(() => {
    document.documentElement.requestFullscreen?.({ navigationUI: "hide" })?.catch(() => undefined);
  }, []);

  const exit = useCallback(
    (elapsedMs = 0, recordingKey: string | null = null) => {
      if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
      const seconds = Math.round(elapsedMs / 1000);
      const recorded = recordingKey ? `&recording=${encodeURIComponent(recordingKey)}` : "";
      navigate(id === null ? "/set-lists" : `/set-lists?set=${id}&performed=1${seconds > 0 ? `&seconds=${seconds}` : ""}${recorded}`, {
        replace: true,
      });
    },
    [navigate, id],
  );

  if (id === null || query.isError) {
    return (
      <BlackScreen>
        <p className="text-xl text-white/80">This set list could not be loaded.</p>
        <div className="flex gap-3">
          {id !== null && (
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <Button variant="ghost" onClick={() => navigate("/set-lists")}>
            Back
          </Button>
        </div>
      </BlackScreen>
    );
  }
  if (!query.data) return <BlackScreen />;
  const set = query.data;
  const backToSet = `/set-lists?set=${set.id}`;
  return (
    <Suspense fallback={<BlackScreen />}>
      <PerformMode
        jokes={set.items.map((item) => ({ id: item.jokeNoteId, setup: item.setup, punchlines: item.punchlines }))}
        title={set.name}
        setMinutes={set.targetMinutes}
        emptyText="Add some bits to this set list first!"
        emptyFix={
          <Button asChild size="lg">
            <Link href={backToSet}>Add bits to {set.name}</Link>
          </Button>
        }
        setListId={set.id}
        // Nothing was performed from an empty set: back to it, with no "how did it go".
        onExit={set.items.length === 0 ? () => navigate(backToSet, { replace: true }) : exit}
      />
    </Suspense>
  );
}
