import type { PerformanceItem } from "@shared/material/material-file";
import type { PerformanceExport } from "@shared/material/material-export";
import { performanceMarkdown } from "@shared/material/markdown";
import { addUnmatched, ContentMatcher, contentKey, countOf, pagesById, tally, type ImportIds, type MaterialSection } from "../material/material-section";
import * as repo from "./performances-material.repository";

const keyOf = (p: repo.PerformanceRecord) =>
  contentKey(
    p.performedAt,
    p.venue,
    p.showName,
    p.setListId,
    p.durationSeconds,
    p.notes,
    p.ratings.map((r) => [r.jokeNoteId, r.rating, r.notes]),
  );

/**
 * The performance log: each show with its set and ratings as references to the file's set
 * lists and joke notes. A show is matched by everything it says (in the account's ids).
 */
export const performancesSection: MaterialSection<PerformanceExport, PerformanceItem> = {
  key: "performances",
  title: "Performances",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: performanceMarkdown,
  async importItems(tx, userId, batches, ids) {
    const matcher = new ContentMatcher((await repo.existingPerformances(tx, userId)).map(({ id, ...p }) => ({ key: keyOf(p), id })));
    const count = countOf();
    for await (const items of batches) {
      const matched = matcher.match(records(items, ids), (r) => keyOf(r.record));
      const added = await addUnmatched(matched, (fresh) => repo.insertImported(tx, userId, fresh), (r, id) => ids.set("performances", r.item.exportId, id));
      tally(count, items.length, added);
    }
    return { performances: count };
  },
};

/** The file's shows as the account would hold them, references resolved to its ids. */
const records = (items: PerformanceItem[], ids: ImportIds) =>
  items.map((item) => ({
    item,
    record: {
      // Milliseconds, as the export writes them, so a re-import matches.
      performedAt: new Date(item.performedAt).toISOString(),
      venue: item.venue,
      showName: item.showName,
      setListId: item.setList === null ? null : ids.get("setLists", item.setList),
      durationSeconds: item.durationSeconds,
      notes: item.notes,
      ratings: item.ratings.map((r) => ({ jokeNoteId: ids.get("jokeNotes", r.jokeNote), rating: r.rating, notes: r.notes })),
    },
  }));
