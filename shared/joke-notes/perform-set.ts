import { normalizeStoolCategory, type StoolCategory } from "./stages";

/** The `category` query values of /my-stool: the spec's two, plus Main (see docs/decisions/004). */
export const performCategories = ["my_stool", "open_mic", "main"] as const;
export type PerformCategory = (typeof performCategories)[number];
export const DEFAULT_PERFORM_CATEGORY: PerformCategory = "my_stool";

export const performCategoryLabels: Record<PerformCategory, string> = {
  my_stool: "My Stool",
  open_mic: "Open Mic",
  main: "Main",
};

export function readPerformCategory(value: string | null | undefined): PerformCategory {
  return (performCategories as readonly string[]).includes(value ?? "") ? (value as PerformCategory) : DEFAULT_PERFORM_CATEGORY;
}

const storedCategory = (category: PerformCategory): StoolCategory | null => (category === "main" ? null : category);

/** The notes on the stool in this category, in the comedian's saved order. */
export function performSet<T extends { onStool: boolean; stoolCategory: string | null }>(
  notes: readonly T[],
  category: PerformCategory,
): T[] {
  const wanted = storedCategory(category);
  return notes.filter((note) => note.onStool && normalizeStoolCategory(note.stoolCategory) === wanted);
}
