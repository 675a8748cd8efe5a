import { OPENED_FROM_LAB } from "@/lib/opened-from-lab";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "wouter";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { LabColumnStatus } from "@shared/joke-notes/lab-moves";
import type { JokeNoteCounts } from "@shared/joke-notes/list-page";
import { statusLabels } from "@shared/joke-notes/stages";
import { Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import { findCachedNote } from "@/data/joke-notes/note-caches";
import { cn } from "@/lib/utils";
import { useLabMove } from "../hooks/use-lab-move";
import { labAnnouncements, screenReaderInstructions } from "../lib/announcements";
import {
  columnsOf,
  developmentColumns,
  labTabs,
  productionColumns,
  readLabTab,
  tabCounts,
  tabLabels,
  tabOf,
  type LabTab,
} from "../lib/board-columns";
import { columnDropId, dropTab, isTabDrop, tabDropId } from "../lib/drop-targets";
import { isArrowKey, nextKeyboardTarget, placeInside, type KeyboardLayout } from "../lib/keyboard-targets";
import { CardPreview, focusGripWhenPlaced } from "./lab-card";
import { LabColumnView, type RevealRequest } from "./lab-column";
import { TabDropTrigger } from "./tab-drop-trigger";

/** Holding a dragged joke over the other tab this long opens that tab. */
const TAB_HOLD_MS = 700;

const KEYBOARD_LAYOUT: KeyboardLayout = {
  columns: [...developmentColumns, ...productionColumns].map((c) => ({ id: columnDropId(c.status), tab: c.tab })),
  tabs: { development: tabDropId("development"), production: tabDropId("production") },
};

/** Pointer: the point under it; keyboard: the dragged card's centre. Falls back to overlap. */
const detectCollisions: CollisionDetection = (args) => {
  const rect = args.collisionRect;
  const point = args.pointerCoordinates ?? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  const within = pointerWithin({ ...args, pointerCoordinates: point });
  return within.length > 0 || !args.pointerCoordinates ? within : rectIntersection(args);
};

/**
 * Left/Right through all six columns (opening the other tab when crossing over), Up to the
 * other side's tab trigger, Down back to a column. The card is moved to land inside it.
 */
function keyboardCoordinates(openTab: LabTab, openTabNow: (tab: LabTab) => void): KeyboardCoordinateGetter {
  const state: { openTab: LabTab; lastColumn: string | null } = { openTab, lastColumn: null };
  return (event, { context }) => {
    if (!isArrowKey(event.code)) return undefined;
    event.preventDefault();
    const current = typeof context.over?.id === "string" ? context.over.id : null;
    if (current !== null && !isTabDrop(current)) state.lastColumn = current;
    const next = nextKeyboardTarget(KEYBOARD_LAYOUT, current, event.code, state);
    if (next === null || !context.collisionRect) return undefined;
    const tab = dropTab(next);
    if (tab && !isTabDrop(next) && tab !== state.openTab) {
      state.openTab = tab;
      openTabNow(tab);
    }
    const node = context.droppableContainers.get(next)?.node.current;
    return node ? placeInside(context.collisionRect, node.getBoundingClientRect()) : undefined;
  };
}

interface LabBoardProps {
  /** The counts per status: each column reads its own notes, by pages. */
  counts: JokeNoteCounts;
  tab: LabTab;
  onTabChange: (tab: LabTab) => void;
}

export function LabBoard({ counts, tab, onTabChange }: LabBoardProps) {
  const totals = tabCounts(counts.byStatus);
  const queryClient = useQueryClient();
  const [dragged, setDragged] = useState<JokeNote | null>(null);
  const [announcements] = useState(labAnnouncements);
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const moveNote = useLabMove();
  const [, navigate] = useLocation();
  // The history entry remembers the Joke Lab, so a failed edit there says so (spec: "Failed to update joke note").
  const openNote = useCallback((id: number) => navigate(`/joke-notes?edit=${id}`, { state: OPENED_FROM_LAB }), [navigate]);

  const holdTimer = useRef<number | null>(null);
  const stopHold = () => {
    if (holdTimer.current !== null) window.clearTimeout(holdTimer.current);
    holdTimer.current = null;
  };
  useEffect(() => stopHold, []);

  const keyboardOptions = useMemo(
    () => ({
      // The new tab's columns must be on screen before the card can be moved over one.
      coordinateGetter: keyboardCoordinates(tab, (next) => flushSync(() => onTabChange(next))),
      scrollBehavior: "auto" as const,
    }),
    [tab, onTabChange],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  // "Move to…": the same move as a drop on that column, then said aloud and focus kept.
  const [moved, setMoved] = useState("");
  const moveTo = useCallback(
    (id: number, status: LabColumnStatus) => {
      const setup = findCachedNote(queryClient, id)?.setup ?? "joke";
      const move = moveNote(id, columnDropId(status));
      if (!move) return;
      const target = tabOf(status);
      setMoved(`Moved "${setup}" to ${statusLabels[status]}${target && target !== tab ? ` on the ${tabLabels[target]} tab` : ""}.`);
      if (target === tab) {
        focusGripWhenPlaced(id);
        setReveal({ id });
      } else {
        document.querySelector<HTMLElement>(`[role="tab"][data-state="active"]`)?.focus();
      }
    },
    [queryClient, moveNote, tab],
  );

  const handleDragStart = ({ active }: DragStartEvent) => {
    setDragged(findCachedNote(queryClient, Number(active.id)) ?? null);
  };

  // Pointer and touch: holding a card over the other tab opens it, so any column can be reached.
  const handleDragOver = ({ over, activatorEvent }: DragOverEvent) => {
    stopHold();
    const target = isTabDrop(over?.id) ? dropTab(over?.id) : null;
    if (!target || target === tab || activatorEvent instanceof KeyboardEvent) return;
    holdTimer.current = window.setTimeout(() => {
      holdTimer.current = null;
      onTabChange(target);
    }, TAB_HOLD_MS);
  };

  const handleDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    stopHold();
    setDragged(null);
    const id = Number(active.id);
    const move = moveNote(id, over?.id);
    if (!move || !(activatorEvent instanceof KeyboardEvent)) return;
    // A keyboard user keeps their place: the card's grip where it lands, else the open tab.
    const target = dropTab(over?.id);
    if (target === tab && !isTabDrop(over?.id)) {
      focusGripWhenPlaced(id);
      setReveal({ id });
    } else {
      document.querySelector<HTMLElement>(`[role="tab"][data-state="active"]`)?.focus();
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        stopHold();
        setDragged(null);
      }}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <Tabs value={tab} onValueChange={(value) => onTabChange(readLabTab(value))}>
        <TabsList aria-label="Joke Lab stages" className="h-auto">
          {labTabs.map((value) => (
            <TabDropTrigger key={value} tab={value} openTab={tab} count={totals[value]} dragging={dragged !== null} />
          ))}
        </TabsList>
        <p className={cn("mt-2 text-center text-xs transition-colors", dragged ? "font-semibold text-spotlight-300" : "text-cream-400")}>
          {tab === "development"
            ? "Drop a joke on the Production tab to promote it to Main, or hold it there to pick a column."
            : "Drop a joke on the Development tab to take it off the stool, or hold it there to pick a column."}
        </p>
        {/* Both tabs stay mounted, so a drag that opens the other tab keeps its card. */}
        {labTabs.map((value) => (
          <TabsContent key={value} value={value} forceMount className="mt-4 data-[state=inactive]:hidden">
            <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {columnsOf(value).map((column) => (
                <LabColumnView
                  key={column.status}
                  column={column}
                  count={counts.byStatus[column.status]}
                  onOpen={openNote}
                  onMoveTo={moveTo}
                  enabled={value === tab}
                  reveal={reveal}
                />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <p role="status" className="sr-only" data-testid="lab-move-status">
        {moved}
      </p>
      <DragOverlay dropAnimation={null} style={{ willChange: "transform" }}>{dragged && <CardPreview note={dragged} />}</DragOverlay>
    </DndContext>
  );
}
