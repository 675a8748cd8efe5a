import type { JokeNote } from "./joke-note-dto";
import type { UpdateJokeNoteInput } from "./joke-note-input";
import { noteText, textChanged, type NoteText } from "./note-text";

/**
 * Rules for a save that met another device's change of the same joke note. Three notes take
 * part: `base`, the note as the comedian began editing it; `mine`, what they saved; `theirs`,
 * the note as the server has it now. Pure: the client sends, these say what to send.
 */

/** The words a full save leaves the note with (a field left out keeps its value). */
export function wordsOf(input: UpdateJokeNoteInput, keeps: NoteText): NoteText {
  return {
    setup: input.setup,
    punchlines: input.punchlines ?? keeps.punchlines,
    notes: input.notes === undefined ? keeps.notes : input.notes,
    inspiration: input.inspiration === undefined ? keeps.inspiration : input.inspiration,
  };
}

const placeFields = ["stage", "onStool", "stoolCategory", "durationSeconds"] as const;

/** Whether the server's note is still the one the comedian began from (words, stage, stool, length). */
export const sameNote = (a: JokeNote, b: JokeNote): boolean =>
  !textChanged(a, b) && placeFields.every((field) => a[field] === b[field]);

/**
 * The save to send again onto `theirs` when no words collide, or undefined when both sides
 * changed the words differently (the comedian must choose). Words only one side changed are
 * that side's; a stage, stool or length the comedian did not change is left out, so the
 * server keeps the other device's.
 */
export function rebaseUpdate(base: JokeNote | undefined, mine: UpdateJokeNoteInput, theirs: JokeNote): UpdateJokeNoteInput | undefined {
  const myWords = wordsOf(mine, base ?? theirs);
  const theirWords = noteText(theirs);
  const wordsAgree = !textChanged(myWords, theirWords);
  const theyKeptWords = base !== undefined && !textChanged(base, theirWords);
  const iKeptWords = base !== undefined && !textChanged(base, myWords);
  if (!wordsAgree && !theyKeptWords && !iKeptWords) return undefined;
  const words = iKeptWords && !theyKeptWords ? theirWords : myWords;
  const rebased: UpdateJokeNoteInput = { ...mine, ...words };
  if (base) {
    for (const field of placeFields) if (mine[field] !== undefined && mine[field] === base[field]) delete rebased[field];
    // The stool category goes with its stool: kept only together.
    if (rebased.onStool === undefined) delete rebased.stoolCategory;
  }
  return rebased;
}

function mergeLine(mine: string, theirs: string, base: string | undefined): string {
  if (mine === theirs || theirs.trim() === "") return mine;
  if (mine.trim() === "") return theirs;
  if (base !== undefined && mine === base) return theirs;
  if (base !== undefined && theirs === base) return mine;
  return `${mine}\n\n${theirs}`;
}

function mergeOptional(mine: string | null, theirs: string | null, base: string | null | undefined): string | null {
  const merged = mergeLine(mine ?? "", theirs ?? "", base === undefined ? undefined : (base ?? ""));
  return merged === "" ? null : merged;
}

/**
 * Punchlines of both, each once: mine in my order, each of theirs placed after the line it
 * followed (or first). A line one side removed and the other left as it was stays removed.
 */
function mergePunchlines(mine: string[], theirs: string[], base: string[] | undefined): string[] {
  const removedByOne = (line: string, other: string[]) => base?.includes(line) === true && !other.includes(line);
  const merged = mine.filter((line) => !removedByOne(line, theirs) || theirs.includes(line));
  let after = -1;
  for (const line of theirs) {
    const at = merged.indexOf(line);
    if (at >= 0) {
      after = at;
      continue;
    }
    if (removedByOne(line, mine)) continue;
    merged.splice(after + 1, 0, line);
    after += 1;
  }
  return merged;
}

/**
 * A sensible start for merging by hand, per field: what both have once; a field only one side
 * changed, that side's; a setup, notes or inspiration both changed, mine then theirs (the
 * comedian trims it); the punchlines of both.
 */
export function mergeDraft(mine: NoteText, theirs: NoteText, base?: NoteText): NoteText {
  return {
    setup: mergeLine(mine.setup, theirs.setup, base?.setup),
    punchlines: mergePunchlines(mine.punchlines, theirs.punchlines, base?.punchlines),
    notes: mergeOptional(mine.notes, theirs.notes, base === undefined ? undefined : base.notes),
    inspiration: mergeOptional(mine.inspiration, theirs.inspiration, base === undefined ? undefined : base.inspiration),
  };
}
