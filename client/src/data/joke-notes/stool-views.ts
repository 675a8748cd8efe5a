import type { PerformCategory, PerformSetCounts } from "@shared/joke-notes/perform-set";
import { productionClasses, productionClassOf, type ProductionClass } from "@shared/joke-notes/stages";
import type { ListView } from "./cache-edits";

/** Everything on the stool, in the saved order: one page view, shared by every screen that shows it. */
export const STOOL_VIEW: ListView = { sort: "newest", statuses: [...productionClasses] };

const performClass = (category: PerformCategory): ProductionClass => productionClassOf(category === "main" ? null : category);

/** One perform set (a stool category) in the saved order. */
export const performSetView = (category: PerformCategory): ListView => ({ sort: "newest", statuses: [performClass(category)] });

/** The counts' key for a perform set. */
export const performSetStatus = performClass;

/** How many jokes each perform set holds, from the counts the board keeps (undefined until known). */
export function performSetCounts(byStatus: Partial<Record<string, number>> | undefined): PerformSetCounts | undefined {
  if (!byStatus) return undefined;
  const count = (category: PerformCategory) => byStatus[performClass(category)] ?? 0;
  return { my_stool: count("my_stool"), open_mic: count("open_mic"), main: count("main") };
}
