import type { SetListItem } from "@shared/material/material-file";
import type { SetListExport } from "@shared/material/material-export";
import { setListMarkdown } from "@shared/material/markdown";
import { addUnmatched, ContentMatcher, contentKey, countOf, pagesById, tally, type MaterialSection } from "../material/material-section";
import * as repo from "./set-lists-material.repository";

const keyOf = (set: { name: string; targetMinutes: number; jokeNoteIds: number[] }) =>
  contentKey(set.name, set.targetMinutes, set.jokeNoteIds);

/**
 * Set lists with their bits as references to the file's joke notes. A set is matched by its
 * name, target and bits (as the account's joke ids), so re-importing adds nothing.
 */
export const setListsSection: MaterialSection<SetListExport, SetListItem> = {
  key: "setLists",
  title: "Set lists",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: setListMarkdown,
  async importItems(tx, userId, batches, ids) {
    const matcher = new ContentMatcher((await repo.existingSetLists(tx, userId)).map((set) => ({ key: keyOf(set), id: set.id })));
    const count = countOf();
    for await (const items of batches) {
      const sets = items.map((item) => ({
        item,
        name: item.name,
        targetMinutes: item.targetMinutes,
        jokeNoteIds: item.items.map((bit) => ids.get("jokeNotes", bit.jokeNote)),
      }));
      const matched = matcher.match(sets, keyOf);
      const added = await addUnmatched(matched, (fresh) => repo.insertImported(tx, userId, fresh), (set, id) => ids.set("setLists", set.item.exportId, id));
      tally(count, items.length, added);
    }
    return { setLists: count };
  },
};
