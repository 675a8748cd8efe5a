import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/api/api-request";
import { applyNoteEdit } from "@/lib/joke-note-pages";

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
    onSuccess: (note: JokeNote) => {
      applyNoteEdit(queryClient, { kind: "saved", note });
      callbacks.onSuccess(note);
    },
    onError: callbacks.onError,
  });
}
