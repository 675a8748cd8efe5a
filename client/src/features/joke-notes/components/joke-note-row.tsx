import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowUpToLine, CloudOff, GripVertical, Pencil, Trash2 } from "lucide-react";
import { memo, useCallback, type ReactNode } from "react";
import { punchlineCount, SETUP_PREVIEW_LARGE, SETUP_PREVIEW_SMALL, truncate } from "@shared/joke-notes/list-rules";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { isPendingNote } from "@/data/joke-notes/queries";
import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format";
import { WAITING_TO_SYNC } from "../offline/offline-texts";
import { StageBadge } from "./stage-badge";

export interface RowActions {
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onSendToTop: (id: number) => void;
  onToggleSelected: (id: number, selected: boolean) => void;
}

interface JokeNoteRowProps {
  note: JokeNote;
  /** 1-based place in the whole list, and its length (only some rows are rendered). */
  position: number;
  setSize: number;
  measureRef: (element: HTMLElement | null) => (() => void) | undefined;
  actions: RowActions;
  active: boolean;
  dragEnabled: boolean;
  printMode: boolean;
  selected: boolean;
  /** Its create or edit is kept on the device, waiting to be sent. */
  queued?: boolean;
}

/** One list row: drag handle, setup preview, meta line and the row's actions. */
export const JokeNoteRow = memo(function JokeNoteRow({
  note,
  position,
  setSize,
  measureRef,
  actions,
  active,
  dragEnabled,
  printMode,
  selected,
  queued = false,
}: JokeNoteRowProps) {
  // Until the server has saved a new note, its row shows but cannot be acted on.
  const pending = isPendingNote(note);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: note.id,
    disabled: !dragEnabled || pending,
  });
  const rowRef = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      const stopMeasuring = measureRef(element);
      return () => {
        setNodeRef(null);
        stopMeasuring?.();
      };
    },
    [setNodeRef, measureRef],
  );
  const setupId = `joke-note-${note.id}-setup`;
  const checkboxId = `joke-note-${note.id}-print`;

  const setup = (
    <span className="block truncate text-sm font-medium text-cream-50 sm:text-base">
      <span className="sm:hidden">{truncate(note.setup, SETUP_PREVIEW_SMALL)}</span>
      <span className="hidden sm:inline">{truncate(note.setup, SETUP_PREVIEW_LARGE)}</span>
    </span>
  );
  const meta = (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-cream-400">
      <span>{punchlineCount(note.punchlines.length)}</span>
      <span>{formatDate(note.createdAt)}</span>
      <StageBadge note={note} />
      {queued && (
        <span className="inline-flex items-center gap-1 text-spotlight-200">
          <CloudOff aria-hidden className="size-3.5" />
          {WAITING_TO_SYNC}
        </span>
      )}
    </span>
  );

  return (
    <li
      ref={rowRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-note-id={note.id}
      data-key={note.id}
      data-index={position - 1}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-busy={pending || undefined}
      className={cn(
        "relative flex items-center gap-1.5 rounded-xl border bg-stage-950/60 py-2 pr-1.5 pl-1.5 transition-colors sm:gap-2 sm:pr-2",
        active ? "border-spotlight-500/70 bg-stage-800/80" : "border-stage-700 hover:border-stage-600",
        isDragging && "z-10 border-spotlight-400 bg-stage-800 shadow-[0_12px_30px_-10px_rgb(0_0_0/0.9)]",
        printMode && selected && "border-spotlight-500/60",
        pending && "opacity-70",
      )}
    >
      <span id={setupId} className="sr-only">
        {note.setup}
      </span>
      {dragEnabled && (
        <button
          disabled={pending}
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label="Drag to reorder"
          aria-describedby={`${setupId} ${attributes["aria-describedby"]}`}
          className="flex h-11 w-7 shrink-0 cursor-grab pointer-coarse:w-11 touch-none items-center justify-center rounded-md text-cream-400 hover:bg-stage-800 hover:text-spotlight-300 focus-visible:outline-2 focus-visible:outline-spotlight-400 active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      {printMode ? (
        <>
          <Checkbox
            id={checkboxId}
            aria-label={note.setup}
            checked={selected}
            disabled={pending}
            onCheckedChange={(checked) => actions.onToggleSelected(note.id, checked === true)}
            className="ml-1.5"
          />
          <label htmlFor={checkboxId} className="grid min-w-0 flex-1 cursor-pointer gap-1 py-1 pl-1">
            {setup}
            {meta}
          </label>
        </>
      ) : (
        // Small screens: setup, meta and actions on three lines. Larger: actions on the right.
        <div
          className={cn(
            "grid min-w-0 flex-1 grid-cols-1 items-center gap-x-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:[grid-template-areas:'open_actions'_'meta_actions']",
            !dragEnabled && "pl-2",
          )}
        >
          <button
            type="button"
            onClick={() => actions.onOpen(note.id)}
            disabled={pending}
            aria-current={active ? "true" : undefined}
            title={note.setup}
            className="min-w-0 rounded-md pt-1 text-left focus-visible:outline-2 focus-visible:outline-spotlight-400 pointer-coarse:min-h-11 sm:[grid-area:open]"
          >
            {setup}
          </button>
          {/* The meta line opens the note too (a larger target); the setup button above is the accessible control. */}
          <div
            className="mt-1 min-w-0 cursor-pointer sm:pb-1 sm:[grid-area:meta]"
            onClick={() => !pending && actions.onOpen(note.id)}
          >
            {meta}
          </div>
          <div className="-mb-1 flex shrink-0 items-center justify-self-end sm:mb-0 sm:[grid-area:actions]">
            <RowButton label="Send to top" describedBy={setupId} disabled={pending} onClick={() => actions.onSendToTop(note.id)}>
              <ArrowUpToLine aria-hidden />
            </RowButton>
            <RowButton label="Edit joke note" describedBy={setupId} disabled={pending} onClick={() => actions.onEdit(note.id)}>
              <Pencil aria-hidden />
            </RowButton>
            <RowButton
              label="Delete joke note"
              describedBy={setupId}
              disabled={pending}
              onClick={() => actions.onDelete(note.id)}
              className="hover:text-neon-400"
            >
              <Trash2 aria-hidden />
            </RowButton>
          </div>
        </div>
      )}
    </li>
  );
});

function RowButton({
  label,
  describedBy,
  disabled,
  onClick,
  className,
  children,
}: {
  label: string;
  describedBy: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn("size-9", className)}
    >
      {children}
    </Button>
  );
}
