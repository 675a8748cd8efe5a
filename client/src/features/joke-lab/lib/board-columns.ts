import {
  developmentStages,
  productionClasses,
  statusLabels,
  type DevelopmentStage,
  type ProductionClass,
  type StatusClass,
} from "@shared/joke-notes/stages";

export const labTabs = ["development", "production"] as const;
export type LabTab = (typeof labTabs)[number];
export const DEFAULT_LAB_TAB: LabTab = "development";

/** `?tab=` of /joke-lab: development (default) or production. */
export function readLabTab(value: string | null | undefined): LabTab {
  return value === "production" ? "production" : DEFAULT_LAB_TAB;
}

export const tabLabels: Record<LabTab, string> = { development: "Development", production: "Production" };

export interface LabColumn {
  status: DevelopmentStage | ProductionClass;
  tab: LabTab;
  title: string;
  description: string;
  emptyText: string;
}

const developmentDescriptions: Record<DevelopmentStage, string> = {
  idea: "raw premises and first sparks",
  on_hold: "parked for now, not forgotten",
  working_on: "bits you are punching up",
};

/** The spec's wording, as written (the board capitalises the first letter on screen). */
const productionDescriptions: Record<ProductionClass, string> = {
  main: "performance-ready material",
  open_mic_material: "material for open mic nights",
  my_stool_material: "main stage performance material",
};

export const DEVELOPMENT_EMPTY_TEXT = "Drop jokes here";
export const PRODUCTION_EMPTY_TEXT = "Drag jokes here from Development";

export const developmentColumns: LabColumn[] = developmentStages.map((status) => ({
  status,
  tab: "development",
  title: statusLabels[status],
  description: developmentDescriptions[status],
  emptyText: DEVELOPMENT_EMPTY_TEXT,
}));

export const productionColumns: LabColumn[] = productionClasses.map((status) => ({
  status,
  tab: "production",
  title: statusLabels[status],
  description: productionDescriptions[status],
  emptyText: PRODUCTION_EMPTY_TEXT,
}));

export const columnsOf = (tab: LabTab): LabColumn[] => (tab === "development" ? developmentColumns : productionColumns);

export function tabOf(status: StatusClass): LabTab | null {
  if ((developmentStages as readonly string[]).includes(status)) return "development";
  if ((productionClasses as readonly string[]).includes(status)) return "production";
  return null;
}

/** What a column reads: its status's notes in the saved order, by pages (the page route's status filter). */
export const columnView = (status: DevelopmentStage | ProductionClass) => ({ sort: "newest" as const, statuses: [status] });

/** How many notes each tab holds, from the counts per status. */
export function tabCounts(byStatus: Readonly<Partial<Record<StatusClass, number>>>): Record<LabTab, number> {
  const count = (columns: LabColumn[]) => columns.reduce((sum, c) => sum + (byStatus[c.status] ?? 0), 0);
  return { development: count(developmentColumns), production: count(productionColumns) };
}

/**
 * The counts after one note moves from one status to another, shown at once while the move
 * is on its way (the server's counts replace them when it lands).
 */
export function countsAfterMove<T extends { total: number; onStool: number; byStatus: Record<StatusClass, number> }>(
  counts: T,
  from: StatusClass,
  to: StatusClass,
): T {
  if (from === to) return counts;
  const onStool = (status: StatusClass) => ((productionClasses as readonly StatusClass[]).includes(status) ? 1 : 0);
  return {
    ...counts,
    onStool: counts.onStool - onStool(from) + onStool(to),
    byStatus: { ...counts.byStatus, [from]: Math.max(0, counts.byStatus[from] - 1), [to]: counts.byStatus[to] + 1 },
  };
}
