import { Plus } from "lucide-react";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { DataExpiryBanner } from "@/components/data-expiry-banner";
import { DEFAULT_SORT, type SortOption } from "@shared/joke-notes/list-rules";
import { allStatusClasses, type StatusClass } from "@shared/joke-notes/stages";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent } from "@/components/ui/collapsible";
import { toast } from "@/components/ui/use-toast";
import { printJokeNotes } from "@/data/joke-notes/endpoints";
import { cn } from "@/lib/utils";
import { jokeNoteCountsQueryOptions, jokeNotePagesQueryOptions, jokeNoteQueryOptions } from "@/data/joke-notes/note-caches";
import { useAuth } from "@/data/account/auth-provider";
import { useBillingSettled } from "@/data/billing/queries";
import { rowIdOf } from "@shared/joke-notes/offline-writes";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useEditParam } from "../hooks/use-edit-param";
import { useNoteActions } from "../hooks/use-note-actions";
import { panelNoteId, usePanel } from "../hooks/use-panel";
import { usePrintSelection } from "../hooks/use-print-selection";
import { printRequest } from "../lib/print-request";
import { fillPrintWindow, openPrintWindow } from "@/lib/print-window";
import { buildPrintHtml } from "../lib/print-html";
import { jokesReady } from "../lib/print-html";
import { withQueuedWrites } from "../lib/pending-notes";
import { useQueuedWrites } from "../offline/queued-writes-store";
import { JokeNoteList } from "./joke-note-list";
import type { RowActions } from "./joke-note-row";
import { ListSkeleton } from "./list-skeleton";
import { NotesToolbar } from "./notes-toolbar";
import { PrintBar } from "./print-bar";
import { SidePanel } from "./side-panel";
import { StatusFilterPanel } from "./status-filter-panel";

/** Search waits for typing to pause before asking the server. */
const SEARCH_DELAY_MS = 250;

/** Each row once, even if a page fetched after a local change brings one again. */
function uniqueRows(notes: JokeNote[]): JokeNote[] {
  const seen = new Set<number>();
  return notes.filter((note) => !seen.has(note.id) && Boolean(seen.add(note.id)));
}

export function JokeNotesPage() {
  const [search, setSearch] = useState("");
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [statuses, setStatuses] = useState<ReadonlySet<StatusClass>>(() => new Set(allStatusClasses));
  const [filterOpen, setFilterOpen] = useState(false);
  const { panel, close, create, view, edit, setDirty, showSaved, closeDeleted } = usePanel();
  const print = usePrintSelection();
  const activeId = panelNoteId(panel);

  // The list is read a page at a time in the chosen sort; the server searches and filters.
  const listView = useMemo(
    () => ({
      sort,
      q: settledSearch || undefined,
      statuses: statuses.size === allStatusClasses.length ? undefined : allStatusClasses.filter((s) => statuses.has(s)),
    }),
    [sort, settledSearch, statuses],
  );
  const pagesQuery = useInfiniteQuery({ ...jokeNotePagesQueryOptions(listView), placeholderData: keepPreviousData });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pagesQuery;
  const allCounts = useQuery(jokeNoteCountsQueryOptions()).data;
  const billingSettled = useBillingSettled();
  const searchedCounts = useQuery({ ...jokeNoteCountsQueryOptions(settledSearch), enabled: settledSearch !== "" }).data;
  // Writes kept on the device show in the list (marked) until they are sent, through reloads too.
  const queued = useQueuedWrites(useAuth().user?.id);
  const queuedIds = useMemo(() => new Set(queued.map(rowIdOf)), [queued]);
  const visible = useMemo(() => {
    const pages = pagesQuery.data?.pages;
    const loaded = uniqueRows(pages?.flatMap((page) => page.notes) ?? []);
    return pages ? withQueuedWrites(loaded, queued, listView, pages.at(-1)?.nextCursor === null) : loaded;
  }, [pagesQuery.data, queued, listView]);
  const matchingCounts = settledSearch ? searchedCounts : allCounts;
  const visibleCount = matchingCounts
    ? allStatusClasses.reduce((sum, status) => sum + (statuses.has(status) ? matchingCounts.byStatus[status] : 0), 0)
    : visible.length;
  const statusCounts = useMemo(() => new Map(Object.entries(allCounts?.byStatus ?? {}) as [StatusClass, number][]), [allCounts]);
  const nearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEditParam(!pagesQuery.isPending, view);

  const { deleteNote, sendNoteToTop, moveNextTo } = useNoteActions({
    onDeleted: (id) => {
      if (activeId === id) closeDeleted();
    },
  });

  const toggleSelected = print.toggle;
  const actions: RowActions = useMemo(
    () => ({ onOpen: view, onEdit: edit, onDelete: deleteNote, onSendToTop: sendNoteToTop, onToggleSelected: toggleSelected }),
    [view, edit, deleteNote, sendNoteToTop, toggleSelected],
  );

  const toggleStatus = useCallback((status: StatusClass, on: boolean) => {
    setStatuses((current) => {
      const next = new Set(current);
      if (on) next.add(status);
      else next.delete(status);
      return next;
    });
  }, []);

  /** "Select All" picks every note of the view (none read); print asks the server for the picked notes. */
  const selectAllMatching = () => print.selectAll(listView, visibleCount);

  const noneSelected = () =>
    toast({ title: "No jokes selected", description: "Please select at least one joke note to print.", variant: "destructive" });
  const printSelected = async () => {
    if (print.count === 0) {
      noneSelected();
      return;
    }
    const printWindow = openPrintWindow();
    if (!printWindow) {
      toast({
        title: "Print blocked",
        description: "Please allow popups for this site to enable printing.",
        variant: "destructive",
      });
      return;
    }
    let chosen: JokeNote[];
    try {
      chosen = await printJokeNotes({ body: printRequest(print.picked, sort) });
    } catch (error) {
      printWindow.close();
      toast({ title: "Could not print", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      return;
    }
    if (chosen.length === 0) {
      printWindow.close();
      noneSelected();
      return;
    }
    fillPrintWindow(printWindow, buildPrintHtml(chosen, new Date()));
    toast({ title: "Print dialog opened", description: jokesReady(chosen.length) });
    print.stop();
  };

  const dragEnabled = sort === "newest" && !print.active;
  const loadedNote = activeId === null ? undefined : visible.find((note) => note.id === activeId);
  // A note opened from a link or kept open while the list changed may not be on a loaded page.
  const fetchedNote = useQuery({
    ...jokeNoteQueryOptions(activeId ?? 0),
    enabled: activeId !== null && activeId > 0 && loadedNote === undefined,
  }).data;
  const panelNote = loadedNote ?? (fetchedNote?.id === activeId ? fetchedNote : undefined);
  const hasNotes = visible.length > 0 || (allCounts?.total ?? 0) > 0;
  const panelOpen = panel.mode === "create" || panelNote !== undefined;
  // Said once the list is in (not while it loads), and only outside print mode, whose own bar speaks.
  const nothingToPrint =
    pagesQuery.isPending || print.active || visibleCount > 0 || visible.length > 0
      ? null
      : hasNotes
        ? "Nothing to print: no joke notes match your search or filters."
        : "Nothing to print yet: write a joke note first.";

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Joke Notes" description="Every bit starts as a note. Work it up, move it around, print the set." />

      <Collapsible open={filterOpen} onOpenChange={setFilterOpen} className="flex flex-col gap-3">
        <NotesToolbar
          search={search}
          onSearchChange={setSearch}
          sort={sort}
          onSortChange={setSort}
          visibleCount={visibleCount}
          filterOpen={filterOpen}
          printMode={print.active}
          nothingToPrint={nothingToPrint}
          onStartPrint={print.start}
        />
        <CollapsibleContent>
          <StatusFilterPanel
            enabled={statuses}
            counts={statusCounts}
            onToggle={toggleStatus}
            onSelectAll={() => setStatuses(new Set(allStatusClasses))}
            onClearAll={() => setStatuses(new Set())}
          />
        </CollapsibleContent>
      </Collapsible>

      {print.active && (
        <PrintBar
          selectedCount={print.count}
          onSelectAll={selectAllMatching}
          onClear={print.clear}
          onPrint={() => void printSelected()}
          onCancel={print.stop}
        />
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <section
          aria-labelledby="joke-notes-list-title"
          className={cn(
            "rounded-2xl border border-stage-700 bg-stage-900/85 p-3 shadow-[0_12px_40px_-20px_rgb(0_0_0/0.8)] sm:p-5",
            panelOpen && "hidden lg:block",
          )}
        >
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="joke-notes-list-title" className="font-display text-2xl tracking-wide text-cream-50 sm:text-3xl">
              Your Joke Notes
            </h2>
            <Button size="sm" onClick={create}>
              <Plus aria-hidden />
              New Joke Note
            </Button>
          </div>
          {hasNotes && sort !== "newest" && !print.active && (
            <p className="mb-3 text-xs text-cream-400">Drag to reorder works in Newest order, which is your saved order.</p>
          )}
          {/* The free plan's note comes with the first rows, in the place of their skeleton, so
              its arrival moves nothing already drawn. */}
          {!pagesQuery.isPending && billingSettled && <DataExpiryBanner className="mb-4" />}
          {pagesQuery.isPending || !billingSettled ? (
            <ListSkeleton />
          ) : pagesQuery.isError && !pagesQuery.data ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neon-500/50 px-4 py-8 text-center">
              <p className="text-cream-300">Your joke notes could not be loaded.</p>
              <Button variant="outline" size="sm" onClick={() => void pagesQuery.refetch()}>
                Try again
              </Button>
            </div>
          ) : !hasNotes ? (
            <EmptyState text="No joke notes yet. Create your first joke note!" />
          ) : visible.length === 0 ? (
            <EmptyState text="No jokes match your current filters. Try adjusting your filter settings." />
          ) : (
            <JokeNoteList
              notes={visible}
              actions={actions}
              activeId={activeId}
              dragEnabled={dragEnabled}
              printMode={print.active}
              selectedIds={print.selected}
              queuedIds={queuedIds}
              onMove={moveNextTo}
              total={visibleCount}
              onNearEnd={nearEnd}
            />
          )}
        </section>

        <div
          className={cn(
            "lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:rounded-2xl",
            !panelOpen && "hidden lg:block",
          )}
        >
          <SidePanel
            panel={panel}
            note={panelNote}
            onClose={close}
            onView={view}
            onEdit={edit}
            onDelete={deleteNote}
            onSaved={showSaved}
            onDirtyChange={setDirty}
          />
        </div>
      </div>
    </div>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-stage-600 px-4 py-10 text-center">
      <p className="text-cream-300">{text}</p>
    </div>
  );
}
