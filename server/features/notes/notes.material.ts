import type { NoteItem } from "@shared/material/material-file";
import type { NoteExport } from "@shared/material/material-export";
import { noteMarkdown } from "@shared/material/markdown";
import { ContentMatcher, contentKey, countOf, pagesById, tally, type MaterialSection } from "../material/material-section";
import * as repo from "./notes-material.repository";

const keyOf = (note: { title: string; content: string }) => contentKey(note.title, note.content);

export const notesSection: MaterialSection<NoteExport, NoteItem> = {
  key: "notes",
  title: "Notes",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: noteMarkdown,
  tables: ["notes"],
  async importItems(tx, userId, batches) {
    const matcher = new ContentMatcher((await repo.existingNotes(tx, userId)).map((note) => ({ key: keyOf(note), id: 0 })));
    const count = countOf();
    for await (const batch of batches) {
      const fresh = matcher.fresh(batch, keyOf);
      await repo.insertImported(tx, userId, fresh);
      tally(count, batch.length, fresh.length);
    }
    return { notes: count };
  },
};
