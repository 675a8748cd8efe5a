import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, X } from "lucide-react";
import { useMemo } from "react";
import type { SetListItem } from "@shared/set-lists/set-list-dto";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { moveItem } from "@shared/joke-notes/reorder";
import { cn } from "@/lib/utils";

/**
 * The running order, sortable by its handles: 8 px with a mouse, a 200 ms press on touch,
 * or the keyboard (Space to pick up, arrows to move, Space to drop).
 */
export function SetListBits({ items, onChange }: { items: SetListItem[]; onChange: (items: SetListItem[]) => void }) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.jokeNoteId), [items]);
  const announcements = useMemo(() => dragAnnouncements(items), [items]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onChange(moveItem(items, from, to));
  };

  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stage-600 p-4 text-center text-cream-300">
        No bits yet. Add jokes from your Joke Notes below.
      </p>
    );
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Running order" className="flex flex-col gap-2">
          {items.map((item, index) => (
            <BitRow
              key={item.jokeNoteId}
              item={item}
              position={index + 1}
              total={items.length}
              onRemove={() => onChange(items.filter((other) => other.jokeNoteId !== item.jokeNoteId))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function BitRow({ item, position, total, onRemove }: { item: SetListItem; position: number; total: number; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.jokeNoteId,
  });
  return (
    <li
      ref={setNodeRef}
      data-testid="set-bit"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex items-center gap-2 rounded-xl border border-stage-700 bg-stage-950/70 p-2",
        isDragging && "relative z-10 border-spotlight-500 shadow-lg",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move "${item.setup}", position ${position} of ${total}`}
        className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-cream-400 hover:bg-stage-800 hover:text-cream-100 focus-visible:outline-2 focus-visible:outline-spotlight-400 active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <span className="w-6 shrink-0 text-right font-mono text-sm text-cream-400 tabular-nums">{position}.</span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-cream-50">{item.setup}</span>
        <span className="text-xs text-cream-400 tabular-nums">{formatRunningTime(item.estimatedSeconds)}</span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove "${item.setup}" from the set`}
        className="flex size-11 shrink-0 items-center justify-center rounded-lg text-cream-400 hover:bg-stage-800 hover:text-neon-300 focus-visible:outline-2 focus-visible:outline-spotlight-400"
      >
        <X aria-hidden className="size-5" />
      </button>
    </li>
  );
}

function dragAnnouncements(items: SetListItem[]): Announcements {
  const byId = new Map(items.map((item, index) => [item.jokeNoteId, { setup: item.setup, position: index + 1 }]));
  const name = (id: UniqueIdentifier) => `"${byId.get(Number(id))?.setup ?? "bit"}"`;
  const position = (id: UniqueIdentifier) => byId.get(Number(id))?.position ?? 0;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} moved to position ${position(over.id)} of ${items.length}.` : `${name(active.id)} is no longer over the set.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at position ${position(over.id)} of ${items.length}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${name(active.id)} stays where it was.`,
  };
}
