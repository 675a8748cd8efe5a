import { diffWords } from "diff";
import type { NoteText } from "@shared/joke-notes/note-text";

export interface DiffPart {
  text: string;
  change: "added" | "removed" | "same";
}

export interface FieldDiff {
  label: string;
  parts: DiffPart[];
}

const fields: { label: string; text: (note: NoteText) => string }[] = [
  { label: "Setup", text: (note) => note.setup },
  { label: "Punchlines", text: (note) => note.punchlines.join("\n") },
  { label: "Notes", text: (note) => note.notes ?? "" },
  { label: "Inspiration", text: (note) => note.inspiration ?? "" },
];

/** Word by word, what turns `from` into `to`: one entry per field that differs. */
export function wordDiff(from: NoteText, to: NoteText): FieldDiff[] {
  return fields.flatMap(({ label, text }) => {
    const before = text(from);
    const after = text(to);
    if (before === after) return [];
    const parts = diffWords(before, after).map(
      (part): DiffPart => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : "same" }),
    );
    return [{ label, parts }];
  });
}
