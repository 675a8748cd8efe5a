import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { PatchJokeNoteInput, UpdateJokeNoteInput } from "@shared/joke-notes/joke-note-input";
import { rebaseUpdate, sameNote } from "@shared/joke-notes/note-conflict";
import { changedSince, getTaggedJokeNote, patchTaggedJokeNote, updateTaggedJokeNote } from "./endpoints";
import { knownTag, lastTag, rememberTag } from "./tags";

/**
 * A save of a joke note's words that met another device's different words: nothing was
 * saved. `theirs` is the note as the server has it now, with its tag; `mine` what was sent.
 */
export class NoteConflict extends Error {
  override readonly name = "NoteConflict";

  constructor(
    readonly noteId: number,
    readonly theirs: JokeNote,
    readonly etag: string,
    readonly mine: UpdateJokeNoteInput,
    readonly base: JokeNote | undefined,
  ) {
    super("This joke note was changed on another device.");
  }
}

interface Current {
  note: JokeNote;
  etag: string;
}

/** The note as the server has it now, with its tag. */
async function readCurrent(id: number): Promise<Current> {
  const { answer, etag } = await getTaggedJokeNote({ params: { id } });
  rememberTag(answer, etag);
  return { note: answer, etag: etag ?? "*" };
}

/** A 412's note and tag, remembered; undefined for any other failure. */
function refusedAsStale(error: unknown): Current | undefined {
  const stale = changedSince(error);
  if (!stale?.etag) return undefined;
  rememberTag(stale.answer.note, stale.etag);
  return { note: stale.answer.note, etag: stale.etag };
}

/** How many times a save is sent again onto a note that keeps changing underneath it. */
const TRIES = 3;

/**
 * Saves a note's words with If-Match: the tag of `base`, the version the comedian was editing
 * (read first when this tab has none for it). Changed elsewhere since, in a way that does not
 * touch what they changed (an order, a stage, the same words), the save is sent again onto
 * the new version; words changed on both sides throw a `NoteConflict`, having saved nothing.
 */
export async function saveNoteWords(id: number, base: JokeNote | undefined, input: UpdateJokeNoteInput): Promise<JokeNote> {
  const tag = base && knownTag(base);
  let current: Current = tag ? { note: base, etag: tag } : await readCurrent(id);
  // Without a base (a create whose answer was lost), the note the server has is this device's own.
  const from = base ?? current.note;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    let body = input;
    if (!sameNote(current.note, from)) {
      const rebased = rebaseUpdate(from, input, current.note);
      if (!rebased) throw new NoteConflict(id, current.note, current.etag, input, from);
      body = rebased;
    }
    try {
      const { answer, etag } = await updateTaggedJokeNote({ params: { id }, body }, { headers: { "If-Match": current.etag } });
      rememberTag(answer, etag);
      return answer;
    } catch (error) {
      current = refusedAsStale(error) ?? rethrow(error);
    }
  }
  throw new NoteConflict(id, current.note, current.etag, input, from);
}

/**
 * Writes words the comedian chose onto `theirs` (a conflict's answer): If-Match its tag; if it
 * changed yet again, a new `NoteConflict` names the newer version.
 */
export async function saveOnto(id: number, theirs: Current, input: UpdateJokeNoteInput, base: JokeNote | undefined): Promise<JokeNote> {
  try {
    const { answer, etag } = await updateTaggedJokeNote({ params: { id }, body: input }, { headers: { "If-Match": theirs.etag } });
    rememberTag(answer, etag);
    return answer;
  } catch (error) {
    const newer = refusedAsStale(error) ?? rethrow(error);
    throw new NoteConflict(id, newer.note, newer.etag, input, base);
  }
}

/**
 * A stage, stool place or timed length, with If-Match. It changes no words, so a note changed
 * elsewhere meanwhile takes it on its newer version (sent again with that version's tag).
 */
export async function patchNote(id: number, body: PatchJokeNoteInput): Promise<JokeNote> {
  let etag = lastTag(id) ?? (await readCurrent(id)).etag;
  for (let attempt = 0; ; attempt++) {
    try {
      const saved = await patchTaggedJokeNote({ params: { id }, body }, { headers: { "If-Match": etag } });
      rememberTag(saved.answer, saved.etag);
      return saved.answer;
    } catch (error) {
      const stale = attempt < TRIES ? refusedAsStale(error) : undefined;
      if (!stale) throw error;
      etag = stale.etag;
    }
  }
}

function rethrow(error: unknown): never {
  throw error;
}
