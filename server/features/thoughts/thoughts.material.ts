import type { ThoughtCategoryItem } from "@shared/material/material-file";
import type { ThoughtCategoryExport } from "@shared/material/material-export";
import { thoughtCategoryMarkdown } from "@shared/material/markdown";
import type { DbExecutor } from "../../db/client";
import { ContentMatcher, contentKey, countOf, pagesById, tally, type ImportCount, type MaterialSection } from "../material/material-section";
import * as repo from "./thoughts-material.repository";

/** Thought categories, each with its thoughts. A category is matched by name, a thought by its words. */
export const thoughtsSection: MaterialSection<ThoughtCategoryExport, ThoughtCategoryItem> = {
  key: "thoughtCategories",
  title: "Thoughts",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: thoughtCategoryMarkdown,
  tables: ["thought_categories", "thoughts"],
  // The comedian's order of categories: the file's sortOrder where it has one, else its order.
  listPlace: (item, index) => item.sortOrder ?? index,
  listAddsBelow: true,
  async importItems(tx, userId, batches) {
    const byName = new Map((await repo.existingCategories(tx, userId)).map((c) => [c.name, c.id] as const));
    const counts = { thoughtCategories: countOf(), thoughts: countOf() };
    for await (const batch of batches) {
      for (const item of batch) await importCategory(tx, userId, item, byName, counts);
    }
    return counts;
  },
};

/** One category of the file: added unless the account has one by its name, then its new thoughts. */
async function importCategory(
  tx: DbExecutor,
  userId: number,
  item: ThoughtCategoryItem,
  byName: Map<string, number>,
  counts: { thoughtCategories: ImportCount; thoughts: ImportCount },
): Promise<void> {
  let categoryId = byName.get(item.name);
  if (categoryId === undefined) {
    categoryId = await repo.insertCategory(tx, userId, item);
    byName.set(item.name, categoryId);
    counts.thoughtCategories.added += 1;
  } else {
    counts.thoughtCategories.skipped += 1;
  }
  const keyOf = (thought: { content: string }) => contentKey(thought.content);
  const existing = (await repo.existingThoughtContents(tx, userId, categoryId)).map((content) => keyOf({ content }));
  const fresh = new ContentMatcher(existing.map((key) => ({ key, id: 0 }))).fresh(item.thoughts, keyOf);
  await repo.insertThoughts(tx, userId, categoryId, fresh);
  tally(counts.thoughts, item.thoughts.length, fresh.length);
}
