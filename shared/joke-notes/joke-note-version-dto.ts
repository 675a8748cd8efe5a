import { z } from "zod";
import { setAsideReasons } from "./set-aside";

/** One kept version of a joke note's words, as GET /api/joke-notes/{id}/versions answers it. */
export const jokeNoteVersionSchema = z.object({
  id: z.number().int(),
  setup: z.string(),
  punchlines: z.array(z.string()),
  notes: z.string().nullable(),
  inspiration: z.string().nullable(),
  /** Null for words a save replaced; else why they were kept aside (see set-aside.ts). */
  setAside: z.enum(setAsideReasons).nullable(),
  createdAt: z.iso.datetime(),
});

export type JokeNoteVersion = z.infer<typeof jokeNoteVersionSchema>;
