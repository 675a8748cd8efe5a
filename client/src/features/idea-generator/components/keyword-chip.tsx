import { useDraggable } from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import type { WordKind } from "@shared/blender/build-prompt";
import { cn } from "@/lib/utils";
import { keywordDragId, wordKindLabels, type KeywordDragData } from "../lib/blender-dnd";

export const chipTone: Record<WordKind, string> = {
  setup: "bg-spotlight-500/15 text-spotlight-200 ring-spotlight-500/50",
  topic: "bg-neon-600/20 text-neon-200 ring-neon-500/50",
  personal: "bg-sky-500/15 text-sky-200 ring-sky-400/50",
};

/** A keyword that can be dragged onto the prompt's chip of the same kind. */
export function KeywordChip({ kind, word, disabled }: KeywordDragData & { disabled: boolean }) {
  const data: KeywordDragData = { kind, word };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: keywordDragId(kind, word), data, disabled });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`${word}: drag onto the prompt's ${wordKindLabels[kind]}`}
      className={cn(
        "flex min-h-9 cursor-grab touch-manipulation items-center gap-1 rounded-full py-1 pr-3 pl-1.5 text-sm font-medium ring-1 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-45 pointer-coarse:min-h-11",
        chipTone[kind],
        isDragging && "opacity-40",
      )}
    >
      <GripVertical aria-hidden className="size-3.5 opacity-70" />
      {word}
    </button>
  );
}

/** The chip as it follows the pointer. */
export function KeywordChipPreview({ kind, word }: KeywordDragData) {
  return (
    <span className={cn("flex min-h-9 items-center gap-1 rounded-full py-1 pr-3 pl-1.5 text-sm font-medium shadow-lg ring-2", chipTone[kind])}>
      <GripVertical aria-hidden className="size-3.5 opacity-70" />
      {word}
    </span>
  );
}
