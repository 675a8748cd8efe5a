import type { DbExecutor } from "../../db/client";

/** How many of a section's items were added by an import, and how many were there already. */
export interface ImportCount {
  added: number;
  skipped: number;
}

/**
 * One kind of material (joke notes, notes, thoughts…) as export and import see it. Each kind
 * is provided by the feature that owns its tables; a new kind is one more section.
 */
export interface MaterialSection<Exported, Imported = never> {
  /** Its key in the JSON file. */
  key: string;
  /** Its heading in the Markdown file. */
  title: string;
  /** The owner's items, a page at a time, so an export never holds them all. */
  pages(tx: DbExecutor, userId: number): AsyncIterable<Exported[]>;
  markdown(item: Exported): string;
  /** Adds the items the account does not have yet, counted per kind; absent for a kind that is exported only. */
  importItems?: (tx: DbExecutor, userId: number, items: Imported[]) => Promise<Record<string, ImportCount>>;
}

/** Export pages hold this many items. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * A section's export pages, read by keyset paging: `page(afterId, limit)` answers the owner's
 * items with an id above `afterId`, by id. The ids stay out of the file.
 */
export async function* pagesById<T>(
  page: (afterId: number, limit: number) => Promise<(T & { id: number })[]>,
): AsyncGenerator<Omit<T, "id">[]> {
  let afterId = 0;
  for (;;) {
    const rows = await page(afterId, EXPORT_PAGE_SIZE);
    if (rows.length === 0) return;
    afterId = rows.at(-1)!.id;
    yield rows.map(({ id: _id, ...item }) => item);
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/** A content key for matching an imported item against what the account has. */
export const contentKey = (...parts: unknown[]): string => JSON.stringify(parts);

/**
 * The items not yet in the account, matched by content: an item the account has n copies of
 * is skipped n times, so re-importing a file adds nothing and two equal jokes stay two.
 */
export function newItems<T>(items: T[], existingKeys: string[], keyOf: (item: T) => string): T[] {
  const have = new Map<string, number>();
  for (const key of existingKeys) have.set(key, (have.get(key) ?? 0) + 1);
  return items.filter((item) => {
    const key = keyOf(item);
    const left = have.get(key) ?? 0;
    if (left === 0) return true;
    have.set(key, left - 1);
    return false;
  });
}
