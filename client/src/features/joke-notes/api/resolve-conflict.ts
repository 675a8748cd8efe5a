import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { wordsOf } from "@shared/joke-notes/note-conflict";
import { noteText, textChanged, type NoteText } from "@shared/joke-notes/note-text";
import { setAsideJokeNoteVersion } from "@/data/joke-notes/endpoints";
import { applyNoteEdit } from "@/data/joke-notes/note-caches";
import { saveOnto, type NoteConflict } from "@/data/joke-notes/saves";
import { jokeNoteVersionsKey } from "@/data/joke-notes/versions";

/** What the comedian chose when their save met another device's words. */
export type ConflictChoice = { keep: "mine" } | { keep: "theirs" } | { keep: "merged"; words: NoteText };

export interface ResolveConflictVariables {
  conflict: NoteConflict;
  choice: ConflictChoice;
}

/** The words the comedian typed, as the save would have left the note. */
export const myWords = (conflict: NoteConflict): NoteText => wordsOf(conflict.mine, conflict.base ?? conflict.theirs);

/**
 * Carries out a choice so that no words are lost: the words not kept stay in the note's
 * history. Keep mine: saved onto their version (theirs become a version, as every save's
 * replaced words do). Keep theirs: mine are kept aside, flagged. Merged: mine are kept aside,
 * then the merge is saved onto theirs. A version newer still answers a new `NoteConflict`.
 */
export function useResolveConflict(callbacks: { onSuccess: (note: JokeNote) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ conflict, choice }: ResolveConflictVariables): Promise<JokeNote> => {
      const { noteId, theirs, etag, mine, base } = conflict;
      const typed = myWords(conflict);
      const keepAside = () => setAsideJokeNoteVersion({ params: { id: noteId }, body: { ...typed, setAside: "conflict" } });
      if (choice.keep === "mine") return saveOnto(noteId, { note: theirs, etag }, mine, base);
      // Words both sides already have need no second copy in the history.
      if (textChanged(typed, noteText(theirs))) await keepAside();
      if (choice.keep === "theirs") return theirs;
      return saveOnto(noteId, { note: theirs, etag }, { ...mine, ...choice.words }, base);
    },
    onSuccess: (note) => {
      applyNoteEdit(queryClient, { kind: "saved", note });
      void queryClient.invalidateQueries({ queryKey: jokeNoteVersionsKey(note.id) });
      callbacks.onSuccess(note);
    },
    onError: (error) => callbacks.onError(error),
  });
}
