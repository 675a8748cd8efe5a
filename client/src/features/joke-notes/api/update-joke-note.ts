import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { DevelopmentStage, StoolCategory } from "@shared/joke-notes/stages";
import { apiRequest } from "@/lib/api-request";
import { replaceById, restoreById } from "@/lib/id-list";
import { JOKE_NOTES_KEY } from "@/lib/joke-notes-query";
import { optimisticUpdate } from "@/lib/optimistic-update";

export interface UpdateJokeNoteInput {
  setup: string;
  punchlines: string[];
  notes: string | null;
  inspiration: string | null;
  stage: DevelopmentStage | null;
  onStool: boolean;
  stoolCategory: StoolCategory | null;
  userId: 0;
}

export interface UpdateJokeNoteVariables {
  id: number;
  input: UpdateJokeNoteInput;
}

export async function updateJokeNote({ id, input }: UpdateJokeNoteVariables): Promise<JokeNote> {
  const res = await apiRequest("PUT", `/api/joke-notes/${id}`, input);
  return (await res.json()) as JokeNote;
}

/** The note as the server will save it, near enough to show until it answers. */
function withEdits(note: JokeNote, { userId: _owner, stage, ...input }: UpdateJokeNoteInput): JokeNote {
  return {
    ...note,
    ...input,
    stage: stage ?? note.stage,
    stoolCategory: input.onStool ? input.stoolCategory : null,
    updatedAt: new Date().toISOString(),
  };
}

/** The edit shows in every list at once; a failure puts the note back as it was. */
export function useUpdateJokeNote(callbacks: {
  onSuccess?: (note: JokeNote) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJokeNote,
    ...optimisticUpdate<JokeNote[], JokeNote, UpdateJokeNoteVariables>(queryClient, {
      queryKey: JOKE_NOTES_KEY,
      apply: (notes, { id, input }) => notes.map((note) => (note.id === id ? withEdits(note, input) : note)),
      restore: (notes, snapshot, { id }) => restoreById(notes, snapshot, id),
      settle: (notes, saved) => replaceById(notes, saved),
      onSuccess: (saved) => callbacks.onSuccess?.(saved),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
