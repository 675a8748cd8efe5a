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

/** 412 to a save carrying an If-Match the note no longer has: the note as it is now (its ETag in the header). */
export const jokeNoteChangedSinceSchema = z.object({ message: z.string(), note: jokeNoteSchema });

/**
 * 422 to a create whose Idempotency-Key was used with another body: the note that key saved
 * (null if none was), so a device whose first try landed can send its later text as an edit.
 */
export const idempotencyKeyReusedSchema = z.object({ message: z.string(), jokeNoteId: z.number().int().nullable() });
export type IdempotencyKeyReused = z.infer<typeof idempotencyKeyReusedSchema>;

/** What a reorder answers: only that it is done (the client already shows the order it sent). */
export const reorderedSchema = z.object({ message: z.string() });
