import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/lib/api-request";
import { JOKE_NOTES_KEY } from "@/lib/joke-notes-query";

export interface CreateNoteFromIdeaInput {
  setup: string;
  /** The lighter form: an idea becomes a note with an empty punchline (spec section 3). */
  punchline: "";
}

export async function createNoteFromIdea(input: CreateNoteFromIdeaInput): Promise<JokeNote> {
  const res = await apiRequest("POST", "/api/joke-notes", input);
  return (await res.json()) as JokeNote;
}

export function useCreateNoteFromIdea(callbacks: { onSuccess: (note: JokeNote) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNoteFromIdea,
    onSuccess: async (note) => {
      await queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY });
      callbacks.onSuccess(note);
    },
    onError: callbacks.onError,
  });
}
