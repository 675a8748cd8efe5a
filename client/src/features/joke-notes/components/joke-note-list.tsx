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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { memo, useEffect, useMemo, useState } from "react";
import { moveItem } from "@shared/joke-notes/reorder";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { MoveNoteInput } from "@shared/joke-notes/list-page";
import { isPendingNote } from "@/data/joke-notes/queries";
import { useWindowRows } from "@/lib/use-window-rows";
import { JokeNoteRow, type RowActions } from "./joke-note-row";

interface JokeNoteListProps {
  notes: JokeNote[];
  actions: RowActions;
  activeId: number | null;
  dragEnabled: boolean;
  printMode: boolean;
  selectedIds: { has: (id: number) => boolean };
  /** Rows whose create or edit is kept on the device, waiting to be sent. */
  queuedIds?: ReadonlySet<number>;
  /** Called after a drag with the moved note and the shown note it now sits after (moved down) or before (moved up). */
  onMove: (id: number, to: MoveNoteInput) => void;
  /** Shown rows out of how many match (for screen readers); the loaded count when unknown. */
  total?: number;
  /** Called as the last loaded rows come near the viewport: time to fetch the next page. */
  onNearEnd?: () => void;
}

/**
 * The rows, sortable by dragging the handle: 8 px with a mouse, a 200 ms press on touch, or
 * the keyboard. Only the rows near the viewport are rendered, so thousands of notes stay quick.
 */
export const JokeNoteList = memo(function JokeNoteList({
  notes,
  actions,
  activeId,
  dragEnabled,
  printMode,
  selectedIds,
  queuedIds,
  onMove,
  total,
  onNearEnd,
}: JokeNoteListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => notes.map((note) => note.id), [notes]);
  const setSize = Math.max(total ?? 0, notes.length);
  const announcements = useMemo(() => dragAnnouncements(notes, setSize), [notes, setSize]);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const pinned = draggingId === null ? null : ids.indexOf(draggingId);
  const { listRef, measureRow, start, end, paddingTop, paddingBottom } = useWindowRows({
    keys: ids,
    estimate: 76,
    gap: ROW_GAP_PX,
    overscan: 8,
    pinned,
  });

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggingId(null);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    const order = moveItem(ids, from, to);
    const saved = (id: number) => !isPendingNote({ id });
    const above = order.slice(0, to).filter(saved).at(-1);
    const below = order.slice(to + 1).find(saved);
    if (to > from || below === undefined) onMove(Number(active.id), { afterId: above ?? null });
    else onMove(Number(active.id), { beforeId: below });
  };

  useEffect(() => {
    if (notes.length > 0 && end >= notes.length - NEAR_END_ROWS) onNearEnd?.();
  }, [end, notes.length, onNearEnd]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDraggingId(Number(active.id))}
      onDragCancel={() => setDraggingId(null)}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!dragEnabled}>
        <ul ref={listRef} aria-label="Your Joke Notes" className="flex flex-col gap-2" style={{ paddingTop, paddingBottom }}>
          {notes.slice(start, end).map((note, i) => (
            <JokeNoteRow
              key={note.id}
              note={note}
              position={start + i + 1}
              setSize={setSize}
              measureRef={measureRow}
              actions={actions}
              active={note.id === activeId}
              dragEnabled={dragEnabled}
              printMode={printMode}
              selected={selectedIds.has(note.id)}
              queued={queuedIds?.has(note.id) ?? false}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
});

const ROW_GAP_PX = 8;
/** How close to the last loaded row the next page is asked for. */
const NEAR_END_ROWS = 20;

function dragAnnouncements(notes: JokeNote[], total: number): Announcements {
  const byId = new Map(notes.map((note, index) => [note.id, { setup: note.setup, position: index + 1 }]));
  const name = (id: UniqueIdentifier) => `"${byId.get(Number(id))?.setup ?? "joke note"}"`;
  const position = (id: UniqueIdentifier) => byId.get(Number(id))?.position ?? 0;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} moved to position ${position(over.id)} of ${total}.` : `${name(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at position ${position(over.id)} of ${total}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Dragging cancelled. ${name(active.id)} stays where it was.`,
  };
}
