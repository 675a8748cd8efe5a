import { useMutation } from "@tanstack/react-query";
import type { LabMove } from "@shared/joke-notes/lab-moves";
import { apiRequest } from "@/lib/api-request";
import type { JokeNote } from "./get-joke-notes";

export interface PatchJokeNoteInput {
  id: number;
  body: LabMove["body"];
}

export async function patchJokeNote({ id, body }: PatchJokeNoteInput): Promise<JokeNote> {
  const res = await apiRequest("PATCH", `/api/joke-notes/${id}`, body);
  return (await res.json()) as JokeNote;
}

/**
 * The Joke Lab's move call. The callbacks are the mutation's own, so each of several moves
 * in flight settles (and rolls back) on its own; the variables carry what that takes.
 */
export function usePatchJokeNote<TVariables extends PatchJokeNoteInput>(callbacks: {
  onSuccess: (note: JokeNote, input: TVariables) => void;
  onError: (error: Error, input: TVariables) => void;
}) {
  return useMutation({
    mutationFn: (input: TVariables) => patchJokeNote(input),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
