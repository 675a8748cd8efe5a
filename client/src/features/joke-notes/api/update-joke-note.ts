import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DevelopmentStage, StoolCategory } from "@shared/joke-notes/stages";
import { apiRequest } from "@/lib/api-request";
import { JOKE_NOTES_KEY, type JokeNote } from "./get-joke-notes";

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

export async function updateJokeNote({ id, input }: { id: number; input: UpdateJokeNoteInput }): Promise<JokeNote> {
  const res = await apiRequest("PUT", `/api/joke-notes/${id}`, input);
  return (await res.json()) as JokeNote;
}

export function useUpdateJokeNote(callbacks: {
  onSuccess?: (note: JokeNote) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJokeNote,
    onSuccess: async (note) => {
      queryClient.setQueryData<JokeNote[]>(JOKE_NOTES_KEY, (notes) => notes?.map((n) => (n.id === note.id ? note : n)));
      callbacks.onSuccess?.(note);
      await queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
