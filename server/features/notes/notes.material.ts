import type { NoteItem } from "@shared/material/material-file";
import type { NoteExport } from "@shared/material/material-export";
import { noteMarkdown } from "@shared/material/markdown";
import { contentKey, newItems, pagesById, type MaterialSection } from "../material/material-section";
import * as repo from "./notes-material.repository";

const keyOf = (note: { title: string; content: string }) => contentKey(note.title, note.content);

export const notesSection: MaterialSection<NoteExport, NoteItem> = {
  key: "notes",
  title: "Notes",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: noteMarkdown,
  async importItems(tx, userId, items) {
    const fresh = newItems(items, (await repo.existingNotes(tx, userId)).map(keyOf), keyOf);
    await repo.insertImported(tx, userId, fresh);
    return { notes: { added: fresh.length, skipped: items.length - fresh.length } };
  },
};
