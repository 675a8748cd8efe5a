/** The words of a joke note: what a version keeps and a restore puts back. */
export interface NoteText {
  setup: string;
  punchlines: string[];
  notes: string | null;
  inspiration: string | null;
}

/** Versions kept per joke note; older ones are dropped as new ones are kept. */
export const VERSIONS_KEPT = 100;

/** Whether two texts differ in a way worth keeping a version for. */
export function textChanged(before: NoteText, after: NoteText): boolean {
  return (
    before.setup !== after.setup ||
    before.notes !== after.notes ||
    before.inspiration !== after.inspiration ||
    before.punchlines.length !== after.punchlines.length ||
    before.punchlines.some((punchline, i) => punchline !== after.punchlines[i])
  );
}

/** Only the words, whatever else the object carries. */
export const noteText = ({ setup, punchlines, notes, inspiration }: NoteText): NoteText => ({
  setup,
  punchlines,
  notes,
  inspiration,
});
