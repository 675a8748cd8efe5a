import { z } from "zod";

/** One kept version of a joke note's words, as GET /api/joke-notes/{id}/versions answers it. */
export const jokeNoteVersionSchema = z.object({
  id: z.number().int(),
  setup: z.string(),
  punchlines: z.array(z.string()),
  notes: z.string().nullable(),
  inspiration: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export type JokeNoteVersion = z.infer<typeof jokeNoteVersionSchema>;
