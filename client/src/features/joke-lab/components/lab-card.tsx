import { useDraggable } from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import { memo, useCallback } from "react";
import { punchlineCount, truncate } from "@shared/joke-notes/list-rules";
import { statusClass } from "@shared/joke-notes/stages";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { LabColumnStatus } from "@shared/joke-notes/lab-moves";
import { cn } from "@/lib/utils";
import { MoveToMenu } from "./move-to-menu";

/** Card titles are cut at 80 characters (spec section 5). */
const TITLE_MAX = 80;
const PUNCHLINE_PREVIEW_MAX = 60;

export interface CardDragData {
  setup: string;
  from: ReturnType<typeof statusClass>;
}

/** A keyboard drop moves the card into another column, which mounts it anew: focus follows it there. */
let focusOnMount: number | null = null;
export function focusGripWhenPlaced(id: number | null): void {
  focusOnMount = id;
}

interface LabCardProps {
  note: JokeNote;
  onOpen: (id: number) => void;
  onMoveTo: (id: number, status: LabColumnStatus) => void;
  /** Place in its column, for the column's virtual list. */
  index: number;
  measureRef: (element: HTMLElement | null) => void;
}

/**
 * One joke on the board. Pointer and touch drag from anywhere on the card; the keyboard
 * drags from the grip button; "Move to…" moves it to any column without a drag. Clicking the
 * card opens it in Joke Notes.
 */
export const LabCard = memo(function LabCard({ note, onOpen, onMoveTo, index, measureRef }: LabCardProps) {
  const data: CardDragData = { setup: note.setup, from: statusClass(note) };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: note.id, data });
  const setupId = `lab-card-${note.id}-setup`;
  const cardRef = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      measureRef(element);
    },
    [setNodeRef, measureRef],
  );
  const gripRef = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      if (element && focusOnMount === note.id) {
        focusOnMount = null;
        element.focus();
      }
    },
    [setActivatorNodeRef, note.id],
  );

  return (
    <li
      ref={cardRef}
      {...listeners}
      data-note-id={note.id}
      data-index={index}
      className={cn(
        "group relative flex touch-manipulation items-start select-none gap-1 rounded-xl border border-stage-700 bg-stage-950/70 py-2 pr-1 pl-1 transition-colors hover:border-spotlight-500/60",
        isDragging && "border-dashed border-spotlight-500/60 opacity-40",
      )}
    >
      <button
        type="button"
        ref={gripRef}
        {...attributes}
        aria-label="Move joke"
        aria-describedby={`${setupId} ${attributes["aria-describedby"]}`}
        data-drag-handle={note.id}
        className="relative z-10 flex h-10 w-7 shrink-0 cursor-grab items-center pointer-coarse:h-11 pointer-coarse:w-11 justify-center rounded-md text-cream-400 hover:bg-stage-800 hover:text-spotlight-300 focus-visible:outline-2 focus-visible:outline-spotlight-400 active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => onOpen(note.id)}
        title="Open in Joke Notes"
        className="min-w-0 flex-1 cursor-pointer py-1 text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-spotlight-400"
      >
        <CardText note={note} setupId={setupId} />
      </button>
      <MoveToMenu note={note} describedBy={setupId} onMoveTo={onMoveTo} />
    </li>
  );
});

function CardText({ note, setupId }: { note: JokeNote; setupId?: string }) {
  const first = note.punchlines.find((line) => line.trim() !== "");
  return (
    <>
      <span id={setupId} className="block text-sm leading-snug font-medium break-words text-cream-50">
        {truncate(note.setup, TITLE_MAX)}
      </span>
      {first && (
        <span className="mt-1 block truncate text-xs text-spotlight-200/80 italic">{truncate(first, PUNCHLINE_PREVIEW_MAX)}</span>
      )}
      <span className="mt-1 block text-xs text-cream-400">{punchlineCount(note.punchlines.length)}</span>
    </>
  );
}

/** What follows the pointer while a card is dragged. */
export function CardPreview({ note }: { note: JokeNote }) {
  return (
    <div className="flex w-full cursor-grabbing items-start gap-1 rounded-xl border border-spotlight-400 bg-stage-800 py-2 pr-3 pl-1 shadow-[0_10px_18px_-8px_rgb(0_0_0/0.9)]">
      <span className="flex h-10 w-7 shrink-0 items-center justify-center text-spotlight-300">
        <GripVertical aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1 py-1">
        <CardText note={note} />
      </div>
    </div>
  );
}
