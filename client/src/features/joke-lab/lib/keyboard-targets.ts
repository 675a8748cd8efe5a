import type { LabTab } from "./board-columns";

export type ArrowKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";

export const isArrowKey = (code: string): code is ArrowKey =>
  code === "ArrowLeft" || code === "ArrowRight" || code === "ArrowUp" || code === "ArrowDown";

export interface KeyboardLayout {
  /** Every column, left to right: Development's three, then Production's three. */
  columns: readonly { id: string; tab: LabTab }[];
  /** The tab triggers, above the columns. */
  tabs: Readonly<Record<LabTab, string>>;
}

const other = (tab: LabTab): LabTab => (tab === "development" ? "production" : "development");

/**
 * Where a keyboard drag goes next. Left/Right walk through all six columns (stepping past
 * Working On opens Production, and back); Up reaches the other tab's trigger, Left/Right
 * there switch triggers, and Down comes back to the column last visited. Null: no move.
 */
export function nextKeyboardTarget(
  layout: KeyboardLayout,
  current: string | null,
  key: ArrowKey,
  state: { openTab: LabTab; lastColumn: string | null },
): string | null {
  const home =
    layout.columns.find((c) => c.id === state.lastColumn && c.tab === state.openTab)?.id ??
    layout.columns.find((c) => c.tab === state.openTab)?.id ??
    null;
  const onTab = (Object.keys(layout.tabs) as LabTab[]).find((tab) => layout.tabs[tab] === current);
  if (onTab) {
    if (key === "ArrowDown") return home;
    if (key === "ArrowLeft" && onTab === "production") return layout.tabs.development;
    if (key === "ArrowRight" && onTab === "development") return layout.tabs.production;
    return null;
  }
  const index = layout.columns.findIndex((c) => c.id === current);
  const column = layout.columns[index];
  if (!column) return key === "ArrowUp" ? layout.tabs[other(state.openTab)] : home;
  switch (key) {
    case "ArrowLeft":
      return layout.columns[index - 1]?.id ?? null;
    case "ArrowRight":
      return layout.columns[index + 1]?.id ?? null;
    case "ArrowUp":
      return layout.tabs[other(column.tab)];
    case "ArrowDown":
      return null;
  }
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The top-left corner to move the dragged card to so that its centre lands inside the
 * target: centred across it, and as close to where it is now as the target's height allows.
 */
export function placeInside(card: Box, target: Box, margin = 8): { x: number; y: number } {
  const x = target.left + target.width / 2 - card.width / 2;
  const minCenter = target.top + Math.min(margin + card.height / 2, target.height / 2);
  const maxCenter = target.top + target.height - Math.min(margin + card.height / 2, target.height / 2);
  const center = Math.min(maxCenter, Math.max(minCenter, card.top + card.height / 2));
  return { x, y: center - card.height / 2 };
}
