import type { DropTarget } from "@shared/joke-notes/lab-moves";
import { developmentStages, productionClasses, statusLabels, type DevelopmentStage, type ProductionClass } from "@shared/joke-notes/stages";
import type { LabTab } from "./board-columns";

/**
 * Droppable ids on the board. Each column is one; so is the other tab's trigger during a
 * drag: the Development tab takes production cards off the stool (the "development area"),
 * the Production tab promotes development cards to Main.
 */
export type DropId = `column:${DevelopmentStage | ProductionClass}` | `tab:${LabTab}`;

export const columnDropId = (status: DevelopmentStage | ProductionClass): DropId => `column:${status}`;
export const tabDropId = (tab: LabTab): DropId => `tab:${tab}`;

const isDevelopment = (value: string): value is DevelopmentStage => (developmentStages as readonly string[]).includes(value);
const isProduction = (value: string): value is ProductionClass => (productionClasses as readonly string[]).includes(value);

/** The move rule's target for a droppable id; null for anything that is not a place on the board. */
export function dropTargetOf(id: string | number | null | undefined): DropTarget | null {
  if (typeof id !== "string") return null;
  const [kind, value = ""] = id.split(":");
  if (kind === "column") {
    if (isDevelopment(value)) return { kind: "development-column", stage: value };
    if (isProduction(value)) return { kind: "production-column", category: value };
  }
  if (kind === "tab") {
    if (value === "development") return { kind: "development-area" };
    if (value === "production") return { kind: "production-column", category: "main" };
  }
  return null;
}

/** What a screen reader hears for a place on the board. */
export function dropLabel(id: string | number | null | undefined): string {
  if (typeof id !== "string") return "nowhere";
  const [kind, value = ""] = id.split(":");
  if (kind === "column" && (isDevelopment(value) || isProduction(value))) return `the ${statusLabels[value]} column`;
  if (kind === "tab" && value === "development") return "the Development tab (off the stool)";
  if (kind === "tab" && value === "production") return "the Production tab (Main)";
  return "nowhere";
}

/** True when the drop arrived through a tab trigger rather than a column. */
export const isTabDrop = (id: string | number | null | undefined): boolean => typeof id === "string" && id.startsWith("tab:");

/** The tab a droppable belongs to: a column's tab, or the tab a trigger opens. */
export function dropTab(id: string | number | null | undefined): LabTab | null {
  if (typeof id !== "string") return null;
  const [kind, value = ""] = id.split(":");
  if (kind === "tab") return value === "development" || value === "production" ? value : null;
  if (kind === "column") return isDevelopment(value) ? "development" : isProduction(value) ? "production" : null;
  return null;
}
