import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { JOKE_NOTES_KEY, type JokeNote } from "./get-joke-notes";

export interface CreateJokeNoteInput {
  setup: string;
  punchlines: string[];
  notes: string | null;
  inspiration: string | null;
  stage: "idea";
  onStool: false;
  stoolCategory: null;
  /** The server takes the owner from the session; the client always sends 0. */
  userId: 0;
}

export async function createJokeNote(input: CreateJokeNoteInput): Promise<JokeNote> {
  const res = await apiRequest("POST", "/api/joke-notes", input);
  return (await res.json()) as JokeNote;
}

export function useCreateJokeNote(callbacks: {
  onSuccess?: (note: JokeNote) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJokeNote,
    onSuccess: async (note) => {
      // New notes go on top of the saved order; show it there before the refetch lands.
      queryClient.setQueryData<JokeNote[]>(JOKE_NOTES_KEY, (notes) => notes && [note, ...notes]);
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
