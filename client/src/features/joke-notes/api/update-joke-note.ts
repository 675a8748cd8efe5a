import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { DevelopmentStage, StoolCategory } from "@shared/joke-notes/stages";
import { apiRequest } from "@/lib/api-request";
import { findCachedNote, noteCacheMutation } from "@/lib/joke-note-pages";

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
    ...noteCacheMutation<JokeNote, UpdateJokeNoteVariables>(queryClient, {
      optimistic: ({ id, input }) => {
        const note = findCachedNote(queryClient, id);
        return note && { kind: "saved", note: withEdits(note, input) };
      },
      settled: (saved) => ({ kind: "saved", note: saved }),
      onSuccess: (saved) => callbacks.onSuccess?.(saved),
      onError: (error) => callbacks.onError?.(error),
    }),
  });
}
