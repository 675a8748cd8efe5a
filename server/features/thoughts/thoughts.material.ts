import type { ThoughtCategoryItem } from "@shared/material/material-file";
import type { ThoughtCategoryExport } from "@shared/material/material-export";
import { thoughtCategoryMarkdown } from "@shared/material/markdown";
import { contentKey, newItems, pagesById, type MaterialSection } from "../material/material-section";
import * as repo from "./thoughts-material.repository";

/** Thought categories, each with its thoughts. A category is matched by name, a thought by its words. */
export const thoughtsSection: MaterialSection<ThoughtCategoryExport, ThoughtCategoryItem> = {
  key: "thoughtCategories",
  title: "Thoughts",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: thoughtCategoryMarkdown,
  async importItems(tx, userId, items) {
    const byName = new Map((await repo.existingCategories(tx, userId)).map((c) => [c.name, c.id] as const));
    const counts = { thoughtCategories: { added: 0, skipped: 0 }, thoughts: { added: 0, skipped: 0 } };
    for (const item of items) {
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
      const fresh = newItems(item.thoughts, existing, keyOf);
      await repo.insertThoughts(tx, userId, categoryId, fresh);
      counts.thoughts.added += fresh.length;
      counts.thoughts.skipped += item.thoughts.length - fresh.length;
    }
    return counts;
  },
};
