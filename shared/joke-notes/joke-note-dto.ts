import { z } from "zod";
import { developmentStages, stoolCategories } from "./stages";

/**
 * A joke note as every endpoint answers it (dates as ISO strings): the one declaration of
 * its shape. The server maps rows to it in one place; clients and tests use this type.
 */
export const jokeNoteSchema = z.object({
  id: z.number().int(),
  setup: z.string(),
  punchlines: z.array(z.string()),
  notes: z.string().nullable(),
  inspiration: z.string().nullable(),
  stage: z.enum(developmentStages),
  onStool: z.boolean(),
  stoolCategory: z.enum(stoolCategories).nullable(),
  sortOrder: z.number().int(),
  /** The bit's timed length in seconds, or null when not timed. */
  durationSeconds: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type JokeNote = z.infer<typeof jokeNoteSchema>;
