import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { apiRequest } from "@/lib/api-request";
import { JOKE_NOTES_KEY } from "@/lib/joke-notes-query";

export async function promoteThought(id: number): Promise<JokeNote> {
  const res = await apiRequest("POST", `/api/thoughts/${id}/promote`);
  return (await res.json()) as JokeNote;
}

/** A new joke note whose setup is the thought; the joke list is read again when next shown. */
export function usePromoteThought(
  callbacks: { onSuccess?: (note: JokeNote, thoughtId: number) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteThought,
    onSuccess: async (note, thoughtId) => {
      callbacks.onSuccess?.(note, thoughtId);
      await queryClient.invalidateQueries({ queryKey: JOKE_NOTES_KEY });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
