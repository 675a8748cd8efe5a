import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/api/api-request";
import { applyNoteEdit } from "@/lib/joke-note-pages";
import { jokeNoteVersionsKey } from "./get-joke-note-versions";

export interface RestoreVersionVariables {
  noteId: number;
  versionId: number;
}

export async function restoreJokeNoteVersion({ noteId, versionId }: RestoreVersionVariables): Promise<JokeNote> {
  const res = await apiRequest("POST", `/api/joke-notes/${noteId}/versions/${versionId}/restore`);
  return (await res.json()) as JokeNote;
}

/** Restores a version; the list shows the restored words and the history its new version. */
export function useRestoreJokeNoteVersion(callbacks: {
  onSuccess?: (note: JokeNote) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreJokeNoteVersion,
    onSuccess: async (note) => {
      applyNoteEdit(queryClient, { kind: "saved", note });
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: jokeNoteVersionsKey(note.id) });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
