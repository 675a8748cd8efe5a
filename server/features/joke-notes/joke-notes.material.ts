import type { JokeNoteItem } from "@shared/material/material-file";
import type { JokeNoteExport } from "@shared/material/material-export";
import { jokeNoteMarkdown } from "@shared/material/markdown";
import { contentKey, matchItems, pagesById, type MaterialSection } from "../material/material-section";
import * as repo from "./joke-notes-material.repository";

const keyOf = (note: { setup: string; punchlines: string[]; notes: string | null; inspiration: string | null }) =>
  contentKey(note.setup, note.punchlines, note.notes, note.inspiration);

/** Joke notes with their punchlines, notes, inspiration, stage and versions. */
export const jokeNotesSection: MaterialSection<JokeNoteExport, JokeNoteItem> = {
  key: "jokeNotes",
  title: "Joke notes",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: jokeNoteMarkdown,
  async importItems(tx, userId, items, ids) {
    // The saved order: the file's sortOrder where it has one, else its order.
    const ordered = items
      .map((item, i) => ({ item, i }))
      .sort((a, b) => sortOf(a.item, a.i) - sortOf(b.item, b.i) || a.i - b.i)
      .map(({ item }) => item);
    const existing = (await repo.existingTexts(tx, userId)).map((note) => ({ key: keyOf(note), id: note.id }));
    const matched = matchItems(ordered, existing, keyOf);
    const fresh = matched.filter((m) => m.id === undefined).map((m) => m.item);
    const added = await repo.insertImported(tx, userId, fresh);
    let next = 0;
    for (const m of matched) ids.set("jokeNotes", m.item.exportId, m.id ?? added[next++]!);
    return { jokeNotes: { added: fresh.length, skipped: items.length - fresh.length } };
  },
};

const sortOf = (item: JokeNoteItem, index: number) => item.sortOrder ?? index;
