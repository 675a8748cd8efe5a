import type { NoteItem } from "@shared/material/material-file";
import type { NoteExport } from "@shared/material/material-export";
import { noteMarkdown } from "@shared/material/markdown";
import { contentKey, EXPORT_PAGE_SIZE, newItems, type MaterialSection } from "../material/material-section";
import * as repo from "./notes-material.repository";

const keyOf = (note: { title: string; content: string }) => contentKey(note.title, note.content);

export const notesSection: MaterialSection<NoteExport, NoteItem> = {
  key: "notes",
  title: "Notes",
  async *pages(tx, userId) {
    let afterId = 0;
    for (;;) {
      const page = await repo.exportPage(tx, userId, afterId, EXPORT_PAGE_SIZE);
      if (page.length === 0) return;
      afterId = page.at(-1)!.id;
      yield page.map(({ id: _id, ...note }) => note);
      if (page.length < EXPORT_PAGE_SIZE) return;
    }
  },
  markdown: noteMarkdown,
  async importItems(tx, userId, items) {
    const fresh = newItems(items, (await repo.existingNotes(tx, userId)).map(keyOf), keyOf);
    await repo.insertImported(tx, userId, fresh);
    return { notes: { added: fresh.length, skipped: items.length - fresh.length } };
  },
};
