import { useDroppable } from "@dnd-kit/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { memo, useCallback, useEffect, useMemo, useRef } from "react";
import { Play } from "lucide-react";
import { Link } from "wouter";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { LabColumnStatus } from "@shared/joke-notes/lab-moves";
import { performCategoryOf } from "@shared/joke-notes/perform-set";
import { stoolCategoryOf, type ProductionClass } from "@shared/joke-notes/stages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { jokeNotePagesQueryOptions } from "@/data/joke-notes/note-caches";
import { cn } from "@/lib/utils";
import { useWindowRows } from "@/lib/use-window-rows";
import { columnView, type LabColumn } from "../lib/board-columns";
import { columnDropId } from "../lib/drop-targets";
import { LabCard, type CardDragData } from "./lab-card";

interface LabColumnViewProps {
  column: LabColumn;
  /** Moves a card to another column (its "Move to…" menu). */
  onMoveTo: (id: number, status: LabColumnStatus) => void;
  /** How many notes the column holds (the counts), of which it has read the first pages. */
  count: number;
  onOpen: (id: number) => void;
  /** Only the open tab's columns take drops (and render cards). */
  enabled: boolean;
  /** Scroll this card into view once it is in the column (a keyboard drop). */
  reveal: RevealRequest | null;
}

export interface RevealRequest {
  id: number;
}

/**
 * A column is one drop target as a whole: its header, its cards and the space below them.
 * It reads its own notes (its status, in the saved order) a page at a time as it scrolls.
 */
export const LabColumnView = memo(function LabColumnView({ column, count, onOpen, onMoveTo, enabled, reveal }: LabColumnViewProps) {
  const view = useMemo(() => columnView(column.status), [column.status]);
  const query = useInfiniteQuery(jokeNotePagesQueryOptions(view));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const notes = useMemo(() => data?.pages.flatMap((page) => page.notes) ?? NO_NOTES, [data]);

  const { setNodeRef, isOver, active } = useDroppable({ id: columnDropId(column.status), disabled: !enabled });
  const from = (active?.data.current as CardDragData | undefined)?.from;
  const accepting = isOver && from !== column.status;
  // No page is read during a drag: a column growing under the finger would push the others
  // away. A page that failed is not asked for again in a loop (the next visit reads it again).
  const dragging = active !== null;
  const loadMore = useCallback(() => {
    if (!dragging && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [dragging, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const titleId = `lab-column-${column.status}-title`;
  const development = column.tab === "development";

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      data-column={column.status}
      className="relative flex flex-col rounded-2xl border border-stage-700 bg-stage-900/85 p-3 shadow-[0_12px_40px_-20px_rgb(0_0_0/0.8)] md:min-h-[600px]"
    >
      {/* The drop highlight only fades in and out on its own layer: nothing under it is repainted. */}
      <div
        aria-hidden
        className={cn(
          "pointer-events-none absolute -inset-px rounded-2xl border-2 border-spotlight-400 bg-spotlight-500/[0.06] transition-opacity duration-100 will-change-[opacity]",
          accepting ? "opacity-100" : "opacity-0",
        )}
      />
      <header className="mb-3 px-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="font-display text-2xl leading-none tracking-wide text-cream-50">
            {column.title}
          </h2>
          <Badge variant={count > 0 ? "spotlight" : "muted"} data-testid="column-count">
            {count}
            <span className="sr-only"> {count === 1 ? "joke" : "jokes"}</span>
          </Badge>
        </div>
        <p className="mt-1 text-xs text-cream-400 first-letter:uppercase">{column.description}</p>
        {!development && count > 0 && (
          // Each Production column is its own set on stage: perform it from here.
          <Link
            href={`/my-stool?category=${performCategoryOf({ stoolCategory: stoolCategoryOf(column.status as ProductionClass) })}`}
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-spotlight-400 hover:text-spotlight-300 focus-visible:outline-2 focus-visible:outline-spotlight-400"
          >
            <Play aria-hidden className="size-4" />
            Perform {column.title}
          </Link>
        )}
      </header>
      <div
        className={cn(
          "flex flex-1 flex-col rounded-xl border border-dashed border-stage-700 p-2",
          development ? "min-h-40 md:min-h-[400px]" : "min-h-40",
        )}
      >
        {!data && query.isError ? (
          <div className="m-auto flex flex-col items-center gap-2 px-2 py-6 text-center">
            <p className="text-sm text-cream-300">These jokes could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <div aria-busy="true" aria-label={`Loading ${column.title}`} className="flex flex-col gap-2">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : notes.length === 0 ? (
          <p className="m-auto px-2 py-6 text-center text-sm text-cream-400">{column.emptyText}</p>
        ) : (
          <CardList
            notes={notes}
            onOpen={onOpen}
            onMoveTo={onMoveTo}
            label={`${column.title} jokes`}
            enabled={enabled}
            reveal={reveal}
            onNearEnd={loadMore}
          />
        )}
      </div>
    </section>
  );
});

const NO_NOTES: readonly JokeNote[] = [];

/** Cards are about this tall; each measures itself once rendered. */
const CARD_ESTIMATE_PX = 96;
const CARD_GAP_PX = 8;
/** The next page is asked for when the rendered cards come this close to the last one read. */
const NEAR_END_CARDS = 10;

const CardList = memo(function CardList({
  notes,
  onOpen,
  onMoveTo,
  label,
  enabled,
  reveal,
  onNearEnd,
}: {
  notes: readonly JokeNote[];
  onOpen: (id: number) => void;
  onMoveTo: (id: number, status: LabColumnStatus) => void;
  label: string;
  enabled: boolean;
  reveal: RevealRequest | null;
  onNearEnd: () => void;
}) {
  const keys = useMemo(() => notes.map((note) => note.id), [notes]);
  const rows = useWindowRows({ keys, estimate: CARD_ESTIMATE_PX, gap: CARD_GAP_PX, overscan: 6, enabled });
  const { reveal: scrollTo, end } = rows;
  useEffect(() => {
    if (enabled && end >= notes.length - NEAR_END_CARDS) onNearEnd();
  }, [enabled, end, notes.length, onNearEnd]);
  const revealed = useRef<RevealRequest | null>(null);
  useEffect(() => {
    if (!reveal || revealed.current === reveal) return;
    const index = keys.indexOf(reveal.id);
    if (index < 0) return;
    revealed.current = reveal;
    scrollTo(index);
  }, [reveal, keys, scrollTo]);

  return (
    <ul
      ref={rows.listRef}
      aria-label={label}
      className="flex flex-col gap-2"
      style={{ paddingTop: rows.paddingTop, paddingBottom: rows.paddingBottom }}
    >
      {notes.slice(rows.start, rows.end).map((note, i) => (
        <LabCard key={note.id} note={note} onOpen={onOpen} onMoveTo={onMoveTo} index={rows.start + i} measureRef={rows.measureRow} />
      ))}
    </ul>
  );
});
