import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { openingPerformCategory, performCategoryLabels, type PerformCategory } from "@shared/joke-notes/perform-set";
import { Button } from "@/components/ui/button";
import { jokeNoteCountsQueryOptions } from "@/data/joke-notes/note-caches";
import { performSetCounts, performSetView } from "@/data/joke-notes/stool-views";
import { useWholeView } from "@/data/joke-notes/use-whole-view";
import { SET_MINUTES_KEY, useDeviceSetting } from "../hooks/use-device-setting";
import { readSetMinutes } from "../lib/set-timer";
import { BlackScreen } from "./black-screen";
import { StoolMenu } from "./stool-menu";
import { OtherSetLinks } from "./other-set-links";

const loadPerformMode = () => import("./perform-mode");
const PerformMode = lazy(async () => ({ default: (await loadPerformMode()).PerformMode }));

const menuUrl = (category: PerformCategory) => `/my-stool?category=${category}`;

/** `/my-stool?category=…&action=menu|perform`: the set's menu, or perform mode over everything. */
export function MyStoolPage() {
  const params = new URLSearchParams(useSearch());
  const asked = params.get("category");
  const performing = params.get("action") === "perform";
  const [, navigate] = useLocation();
  const countsQuery = useQuery(jokeNoteCountsQueryOptions());
  const counts = performSetCounts(countsQuery.data?.byStatus);
  // No set asked for: wait for the counts, so an empty My Stool can give way to the set that has the jokes.
  const deciding = asked === null && !counts && !countsQuery.isError;
  const category = openingPerformCategory(asked, counts);
  // Only this set, in the saved order, page after page: never the whole file.
  const view = useMemo(() => performSetView(category), [category]);
  const notesQuery = useWholeView(view);
  const jokes = deciding ? undefined : notesQuery.notes;
  const [setMinutes, setSetMinutes] = useDeviceSetting(SET_MINUTES_KEY, readSetMinutes);

  // Perform mode's code is fetched while the menu is up, so Perform opens at once.
  useEffect(() => {
    void loadPerformMode();
  }, []);

  const perform = () => {
    // Asked for here, inside the click, where browsers allow it; perform mode asks again if needed.
    document.documentElement.requestFullscreen?.({ navigationUI: "hide" })?.catch(() => undefined);
    navigate(`${menuUrl(category)}&action=perform`);
  };
  // Leaving perform mode puts focus back on Perform, where the comedian left it.
  const returnFocus = useRef(false);
  const exit = useCallback(() => {
    returnFocus.current = true;
    navigate(menuUrl(category), { replace: true });
  }, [navigate, category]);
  const performButtonRef = useCallback((button: HTMLButtonElement | null) => {
    if (button && returnFocus.current) {
      returnFocus.current = false;
      button.focus();
    }
  }, []);

  if (performing) {
    return (
      <Suspense fallback={<BlackScreen />}>
        {jokes ? (
          <PerformMode
            jokes={jokes}
            title={performCategoryLabels[category]}
            setMinutes={setMinutes}
            onExit={exit}
            emptyFix={<OtherSetLinks category={category} counts={counts} action="perform" />}
          />
        ) : notesQuery.isError ? (
          <BlackScreen>
            <p className="text-xl text-white/80">Your set could not be loaded.</p>
            <div className="flex gap-3">
              <Button variant="outline" onClick={() => void notesQuery.refetch()}>
                Try again
              </Button>
              <Button variant="ghost" onClick={exit}>
                Back
              </Button>
            </div>
          </BlackScreen>
        ) : (
          <BlackScreen />
        )}
      </Suspense>
    );
  }

  return (
    <StoolMenu
      category={category}
      counts={counts}
      jokes={jokes}
      loadFailed={notesQuery.isError && !jokes}
      onRetry={() => void notesQuery.refetch()}
      setMinutes={setMinutes}
      onSetMinutesChange={setSetMinutes}
      onPerform={perform}
      performButtonRef={performButtonRef}
    />
  );
}
