import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { restoreJokeNoteVersion } from "@/data/joke-notes/endpoints";
import { applyNoteEdit } from "@/data/joke-notes/note-caches";
import { jokeNoteVersionsKey } from "@/data/joke-notes/versions";

export interface RestoreVersionVariables {
  noteId: number;
  versionId: number;
}

/** Restores a version; the list shows the restored words and the history its new version. */
export function useRestoreJokeNoteVersion(callbacks: {
  onSuccess?: (note: JokeNote) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, versionId }: RestoreVersionVariables) => restoreJokeNoteVersion({ params: { id: noteId, versionId } }),
    onSuccess: async (note) => {
      applyNoteEdit(queryClient, { kind: "saved", note });
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: jokeNoteVersionsKey(note.id) });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
