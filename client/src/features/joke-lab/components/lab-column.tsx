import { useDroppable } from "@dnd-kit/core";
import { memo, useEffect, useMemo, useRef } from "react";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { useWindowRows } from "@/lib/use-window-rows";
import type { LabColumn } from "../lib/board-columns";
import { columnDropId } from "../lib/drop-targets";
import { LabCard, type CardDragData } from "./lab-card";

interface LabColumnViewProps {
  column: LabColumn;
  notes: readonly JokeNote[];
  onOpen: (id: number) => void;
  /** Only the open tab's columns take drops (and render cards). */
  enabled: boolean;
  /** Scroll this card into view once it is in the column (a keyboard drop). */
  reveal: RevealRequest | null;
}

export interface RevealRequest {
  id: number;
}

/** A column is one drop target as a whole: its header, its cards and the space below them. */
export const LabColumnView = memo(function LabColumnView({ column, notes, onOpen, enabled, reveal }: LabColumnViewProps) {
  const { setNodeRef, isOver, active } = useDroppable({ id: columnDropId(column.status), disabled: !enabled });
  const from = (active?.data.current as CardDragData | undefined)?.from;
  const accepting = isOver && from !== column.status;
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
          <Badge variant={notes.length > 0 ? "spotlight" : "muted"} data-testid="column-count">
            {notes.length}
            <span className="sr-only"> {notes.length === 1 ? "joke" : "jokes"}</span>
          </Badge>
        </div>
        <p className="mt-1 text-xs text-cream-400 first-letter:uppercase">{column.description}</p>
      </header>
      <div
        className={cn(
          "flex flex-1 flex-col rounded-xl border border-dashed border-stage-700 p-2",
          development ? "min-h-40 md:min-h-[400px]" : "min-h-40",
        )}
      >
        {notes.length === 0 ? (
          <p className="m-auto px-2 py-6 text-center text-sm text-cream-400">{column.emptyText}</p>
        ) : (
          <CardList notes={notes} onOpen={onOpen} label={`${column.title} jokes`} enabled={enabled} reveal={reveal} />
        )}
      </div>
    </section>
  );
});

/** Cards are about this tall; each measures itself once rendered. */
const CARD_ESTIMATE_PX = 96;
const CARD_GAP_PX = 8;

const CardList = memo(function CardList({
  notes,
  onOpen,
  label,
  enabled,
  reveal,
}: {
  notes: readonly JokeNote[];
  onOpen: (id: number) => void;
  label: string;
  enabled: boolean;
  reveal: RevealRequest | null;
}) {
  const keys = useMemo(() => notes.map((note) => note.id), [notes]);
  const rows = useWindowRows({ keys, estimate: CARD_ESTIMATE_PX, gap: CARD_GAP_PX, overscan: 6, enabled });
  const { reveal: scrollTo } = rows;
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
        <LabCard key={note.id} note={note} onOpen={onOpen} index={rows.start + i} measureRef={rows.measureRow} />
      ))}
    </ul>
  );
});
