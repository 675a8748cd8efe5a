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

/** How many jokes each set holds. */
export type PerformSetCounts = Record<PerformCategory, number>;

/**
 * The set /my-stool opens: the one the address asks for; with none asked for, My Stool, or
 * when My Stool is empty the first set that has jokes (so a comedian whose material sits in
 * Main never lands on an empty stool). Without counts yet, the default.
 */
export function openingPerformCategory(asked: string | null | undefined, counts: PerformSetCounts | undefined): PerformCategory {
  if ((performCategories as readonly string[]).includes(asked ?? "")) return asked as PerformCategory;
  if (!counts || counts[DEFAULT_PERFORM_CATEGORY] > 0) return DEFAULT_PERFORM_CATEGORY;
  return performCategories.find((category) => counts[category] > 0) ?? DEFAULT_PERFORM_CATEGORY;
}

/** The other sets that have jokes, in On Stage's order: where an empty set points instead. */
export function otherSetsWithJokes(category: PerformCategory, counts: PerformSetCounts | undefined): PerformCategory[] {
  if (!counts) return [];
  return performCategories.filter((other) => other !== category && counts[other] > 0);
}

/** "3 jokes", "1 joke". */
export const jokeCountText = (count: number): string => (count === 1 ? "1 joke" : `${count} jokes`);

/** The set a note on the stool is performed in (no category, or an unknown one, is Main). */
export function performCategoryOf(note: { stoolCategory: string | null }): PerformCategory {
  return normalizeStoolCategory(note.stoolCategory) ?? "main";
}
