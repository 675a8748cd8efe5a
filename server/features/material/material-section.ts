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
   * exported only. The items come a batch at a time, so an import never holds them all. It
   * notes in `ids` where each item with an exportId landed (added or already there), and
   * resolves its references to earlier sections' items there.
   */
  importItems?: (tx: DbExecutor, userId: number, batches: AsyncIterable<Imported[]>, ids: ImportIds) => Promise<Record<string, ImportCount>>;
  /**
   * The item's place in the comedian's list, for a kind whose list has an order: its batches
   * then come by that order from the bottom of the list up, each batch top to bottom, so that
   * each one can be placed above the one before.
   */
  listPlace?: (item: Imported, index: number) => number;
  /**
   * New items of this kind go below the comedian's others (thought categories), not above (joke
   * notes): its batches then come top to bottom by `listPlace`, each added after the one before.
   */
  listAddsBelow?: boolean;
  /**
   * The tables an import of this kind grows. After an import that added many items they are
   * analyzed, so the planner knows the comedian's new size (docs/decisions/048).
   */
  tables?: readonly string[];
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
 * Matches imported items against the account's copies by content, batch after batch: n copies
 * in the account match n items, so re-importing a file adds nothing and two equal jokes in a
 * file stay two. The account's copies are read once, before the import adds any.
 */
export class ContentMatcher {
  private readonly have = new Map<string, number[]>();

  constructor(existing: { key: string; id: number }[]) {
    for (const { key, id } of existing) {
      const ids = this.have.get(key);
      if (ids) ids.push(id);
      else this.have.set(key, [id]);
    }
  }

  /** Each item with the id of the account's copy it matches, or undefined when it is new. */
  match<T>(items: T[], keyOf: (item: T) => string): { item: T; id: number | undefined }[] {
    return items.map((item) => ({ item, id: this.have.get(keyOf(item))?.shift() }));
  }

  /** The items the account does not have yet. */
  fresh<T>(items: T[], keyOf: (item: T) => string): T[] {
    return this.match(items, keyOf)
      .filter((m) => m.id === undefined)
      .map((m) => m.item);
  }
}

/**
 * Inserts a batch's items the account does not have yet (`insert` answers their new ids in
 * order) and notes where each item landed, at the account's copy or at its new row. Answers
 * how many were added.
 */
export async function addUnmatched<T>(
  matched: { item: T; id: number | undefined }[],
  insert: (fresh: T[]) => Promise<number[]>,
  landed: (item: T, id: number) => void,
): Promise<number> {
  const fresh = matched.filter((m) => m.id === undefined).map((m) => m.item);
  const added = await insert(fresh);
  let next = 0;
  for (const m of matched) landed(m.item, m.id ?? added[next++]!);
  return fresh.length;
}

/** Counts an import's items of one kind as its batches go by. */
export const countOf = (): ImportCount => ({ added: 0, skipped: 0 });
export function tally(count: ImportCount, batch: number, added: number): void {
  count.added += added;
  count.skipped += batch - added;
}
