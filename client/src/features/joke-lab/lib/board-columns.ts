import {
  developmentStages,
  productionClasses,
  statusClass,
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

/** Notes per status class, each list in the saved order. */
export function groupByStatus<T extends Parameters<typeof statusClass>[0]>(notes: readonly T[]): Map<StatusClass, T[]> {
  const groups = new Map<StatusClass, T[]>();
  for (const note of notes) {
    const status = statusClass(note);
    const group = groups.get(status);
    if (group) group.push(note);
    else groups.set(status, [note]);
  }
  return groups;
}

/** How many notes each tab holds. */
export function tabCounts(groups: ReadonlyMap<StatusClass, readonly unknown[]>): Record<LabTab, number> {
  const count = (columns: LabColumn[]) => columns.reduce((sum, c) => sum + (groups.get(c.status)?.length ?? 0), 0);
  return { development: count(developmentColumns), production: count(productionColumns) };
}
