import type { DbExecutor } from "../../db/client";
import { invalid } from "../../domain/domain-error";

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
  /** One object in the JSON file (the profile) rather than a list. */
  single?: boolean;
  /** The owner's items, a page at a time, so an export never holds them all. */
  pages(tx: DbExecutor, userId: number): AsyncIterable<Exported[]>;
  markdown(item: Exported): string;
  /**
   * Adds the items the account does not have yet, counted per kind; absent for a kind that is
   * exported only. It notes in `ids` where each item with an exportId landed (added or already
   * there), and resolves its references to earlier sections' items there.
   */
  importItems?: (tx: DbExecutor, userId: number, items: Imported[], ids: ImportIds) => Promise<Record<string, ImportCount>>;
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

/**
 * Where the file's items are in the account, by kind and exportId: sections import in order,
 * so a set list finds its jokes' ids here whether they were added or already there.
 */
export class ImportIds {
  private readonly byKind = new Map<string, Map<string, number>>();

  set(kind: string, exportId: string | undefined, id: number): void {
    if (exportId === undefined) return;
    let ids = this.byKind.get(kind);
    if (!ids) this.byKind.set(kind, (ids = new Map<string, number>()));
    ids.set(exportId, id);
  }

  /** The account's id of the file's item; the file was checked first, so a miss is a bad file all the same. */
  get(kind: string, exportId: string): number {
    const id = this.byKind.get(kind)?.get(exportId);
    if (id === undefined) throw invalid(`${kind}: no item "${exportId}" in this file`);
    return id;
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

/**
 * Each item with the id of the account's copy it matches by content, or undefined when the
 * account does not have it yet; like `newItems`, n copies in the account match n items.
 */
export function matchItems<T>(
  items: T[],
  existing: { key: string; id: number }[],
  keyOf: (item: T) => string,
): { item: T; id: number | undefined }[] {
  const have = new Map<string, number[]>();
  for (const { key, id } of existing) {
    const ids = have.get(key);
    if (ids) ids.push(id);
    else have.set(key, [id]);
  }
  return items.map((item) => ({ item, id: have.get(keyOf(item))?.shift() }));
}
