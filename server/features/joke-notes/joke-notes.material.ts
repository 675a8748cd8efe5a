import type { JokeNoteItem } from "@shared/material/material-file";
import type { JokeNoteExport } from "@shared/material/material-export";
import { jokeNoteMarkdown } from "@shared/material/markdown";
import { addUnmatched, ContentMatcher, contentKey, countOf, pagesById, tally, type MaterialSection } from "../material/material-section";
import * as repo from "./joke-notes-material.repository";

const keyOf = (note: { setup: string; punchlines: string[]; notes: string | null; inspiration: string | null }) =>
  contentKey(note.setup, note.punchlines, note.notes, note.inspiration);

/** Joke notes with their punchlines, notes, inspiration, stage and versions. */
export const jokeNotesSection: MaterialSection<JokeNoteExport, JokeNoteItem> = {
  key: "jokeNotes",
  title: "Joke notes",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: jokeNoteMarkdown,
  // The saved order: the file's sortOrder where it has one, else its order.
  listPlace: (item, index) => item.sortOrder ?? index,
  tables: ["joke_notes", "joke_note_places", "joke_note_versions"],
  async importItems(tx, userId, batches, ids) {
    const matcher = new ContentMatcher((await repo.existingTexts(tx, userId)).map((note) => ({ key: keyOf(note), id: note.id })));
    const count = countOf();
    // From the bottom of the saved order up: each batch goes above the one before.
    for await (const batch of batches) {
      const matched = matcher.match(batch, keyOf);
      const added = await addUnmatched(matched, (fresh) => repo.insertImported(tx, userId, fresh), (note, id) => ids.set("jokeNotes", note.exportId, id));
      tally(count, batch.length, added);
    }
    return { jokeNotes: count };
  },
};
