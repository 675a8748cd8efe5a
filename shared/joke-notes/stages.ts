/** Development stages, in board order. The database refuses any other value. */
export const developmentStages = ["idea", "on_hold", "working_on"] as const;
export type DevelopmentStage = (typeof developmentStages)[number];

/** Stored stool categories: null is Main. */
export const stoolCategories = ["open_mic", "my_stool"] as const;
export type StoolCategory = (typeof stoolCategories)[number];

/** Production categories as the board and filters name them. */
export const productionClasses = ["main", "open_mic_material", "my_stool_material"] as const;
export type ProductionClass = (typeof productionClasses)[number];

export type StatusClass = DevelopmentStage | ProductionClass | "none";

export const statusLabels: Record<StatusClass, string> = {
  idea: "Ideas",
  on_hold: "On Hold",
  working_on: "Working On",
  main: "Main",
  open_mic_material: "Open Mic",
  my_stool_material: "My Stool",
  none: "Not Categorized",
};

export const statusGroups: { title: string; classes: StatusClass[] }[] = [
  { title: "Development", classes: [...developmentStages] },
  { title: "Production", classes: [...productionClasses] },
  { title: "Other", classes: ["none"] },
];

export const allStatusClasses: StatusClass[] = statusGroups.flatMap((g) => g.classes);

/**
 * The one stored form of a stool category. Accepts the form values (open_mic, my_stool),
 * the display spellings (open_mic_material, my_stool_material) and Main (main, "", null).
 * Returns undefined for anything else.
 */
export function normalizeStoolCategory(value: unknown): StoolCategory | null | undefined {
  if (value === null || value === undefined || value === "" || value === "main") return null;
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim().toLowerCase().replace(/_material$/, "");
  if (trimmed === "" || trimmed === "main") return null;
  return (stoolCategories as readonly string[]).includes(trimmed) ? (trimmed as StoolCategory) : undefined;
}

export function productionClassOf(category: StoolCategory | null): ProductionClass {
  return category === null ? "main" : category === "open_mic" ? "open_mic_material" : "my_stool_material";
}

export function stoolCategoryOf(productionClass: ProductionClass): StoolCategory | null {
  return productionClass === "main" ? null : productionClass === "open_mic_material" ? "open_mic" : "my_stool";
}

/**
 * The Joke Lab status of a note: off the stool it is classed by its stage (default idea),
 * on the stool by its category (default main). Unknown values are "none".
 */
export function statusClass(note: { onStool: boolean; stage: string | null; stoolCategory: string | null }): StatusClass {
  if (note.onStool) {
    const category = normalizeStoolCategory(note.stoolCategory);
    return category === undefined ? "none" : productionClassOf(category);
  }
  const stage = note.stage ?? "idea";
  return (developmentStages as readonly string[]).includes(stage) ? (stage as DevelopmentStage) : "none";
}
