import { developmentStages, type DevelopmentStage } from "./stages";
import { normalizeStoolCategory, statusClass, stoolCategoryOf, type ProductionClass, type StoolCategory } from "./stages";

interface LabNote {
  stage: string | null;
  onStool: boolean;
  stoolCategory: string | null;
}

/** Where a card was dropped on the Joke Lab board. */
export type DropTarget =
  | { kind: "development-column"; stage: DevelopmentStage }
  | { kind: "production-column"; category: ProductionClass }
  /** Another card: the dropped card takes that card's stage or category. */
  | { kind: "card"; note: LabNote }
  /** The development area as a whole (e.g. the Development tab while Production is open). */
  | { kind: "development-area" };

export type LabMove =
  | { kind: "stage"; body: { stage: DevelopmentStage } }
  | { kind: "promote"; body: { stage: "working_on"; onStool: true; stoolCategory: StoolCategory | null } }
  | { kind: "demote"; body: { stage: DevelopmentStage; onStool: false; stoolCategory: null } }
  | { kind: "category"; body: { onStool: true; stoolCategory: StoolCategory | null } };

const isDevelopmentStage = (value: string | null): value is DevelopmentStage =>
  (developmentStages as readonly (string | null)[]).includes(value);

type Place = { side: "development"; stage: DevelopmentStage } | { side: "production"; category: StoolCategory | null };

function placeOf(target: DropTarget, dragged: LabNote): Place | undefined {
  switch (target.kind) {
    case "development-column":
      return { side: "development", stage: target.stage };
    case "production-column":
      return { side: "production", category: stoolCategoryOf(target.category) };
    case "development-area":
      return { side: "development", stage: isDevelopmentStage(dragged.stage) ? dragged.stage : "idea" };
    case "card": {
      if (target.note.onStool) {
        const category = normalizeStoolCategory(target.note.stoolCategory);
        return category === undefined ? undefined : { side: "production", category };
      }
      const cls = statusClass(target.note);
      return isDevelopmentStage(cls) ? { side: "development", stage: cls } : undefined;
    }
  }
}

/**
 * The PATCH body for a drop, following the spec's Joke Lab moves; null when nothing
 * changes (same column, same category) or the target is not a place on the board.
 */
export function dropToPatch(dragged: LabNote, target: DropTarget): LabMove | null {
  const place = placeOf(target, dragged);
  if (!place) return null;
  if (!dragged.onStool) {
    if (place.side === "production") {
      return { kind: "promote", body: { stage: "working_on", onStool: true, stoolCategory: place.category } };
    }
    const current = isDevelopmentStage(dragged.stage) ? dragged.stage : dragged.stage === null ? "idea" : null;
    return current === place.stage ? null : { kind: "stage", body: { stage: place.stage } };
  }
  if (place.side === "development") {
    return { kind: "demote", body: { stage: place.stage, onStool: false, stoolCategory: null } };
  }
  return normalizeStoolCategory(dragged.stoolCategory) === place.category
    ? null
    : { kind: "category", body: { onStool: true, stoolCategory: place.category } };
}

/** A column of the board, as a "Move to…" menu offers it. */
export type LabColumnStatus = DevelopmentStage | ProductionClass;

const columnTarget = (status: LabColumnStatus): DropTarget =>
  isDevelopmentStage(status) ? { kind: "development-column", stage: status } : { kind: "production-column", category: status };

/**
 * The columns a card can be moved to from its "Move to…" menu, in board order: every column
 * but the one it is in (a move there changes nothing). The move itself is the drop's.
 */
export function moveToChoices(note: LabNote, columns: readonly LabColumnStatus[]): LabColumnStatus[] {
  return columns.filter((status) => dropToPatch(note, columnTarget(status)) !== null);
}

/** The drop a "Move to…" choice stands for. */
export const moveToTarget = columnTarget;
