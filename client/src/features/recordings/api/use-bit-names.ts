import { useQuery } from "@tanstack/react-query";
import { jokeNotesQueryOptions } from "@/data/joke-notes/queries";
import { useSetList } from "@/data/set-lists/queries";

/**
 * Each bit's setup, to name it: from the recording's set list, and from the comedian's
 * notes for a bit the set list no longer holds (or when there is no set list).
 */
export function useBitNames(setListId: number | null, jokeNoteIds: readonly number[]) {
  const set = useSetList(setListId);
  const fromSet = new Map((set.data?.items ?? []).map((item) => [item.jokeNoteId, item.setup]));
  const setSettled = setListId === null || !set.isPending;
  const missing = setSettled && jokeNoteIds.some((id) => !fromSet.has(id));
  const notes = useQuery({ ...jokeNotesQueryOptions(), enabled: missing });
  const fromNotes = new Map((notes.data ?? []).map((note) => [note.id, note.setup]));
  return (jokeNoteId: number): string | undefined => fromSet.get(jokeNoteId) ?? fromNotes.get(jokeNoteId);
}
