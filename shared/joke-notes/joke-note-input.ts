import { z } from "zod";
import { developmentStages } from "../schema/joke-notes";
import { normalizeStoolCategory } from "./stages";

export const SETUP_MAX = 5_000;
export const PUNCHLINE_MAX = 2_000;
export const PUNCHLINES_MAX = 50;
export const NOTES_MAX = 20_000;
export const REORDER_MAX = 10_000;

const setup = z
  .string({ error: "Setup is required" })
  .max(SETUP_MAX, `Setup must be at most ${SETUP_MAX} characters`)
  .refine((v) => v.trim().length > 0, "Setup is required");

/** Punchlines: blank entries are dropped, the rest kept as typed (trimmed). */
const punchlines = z
  .array(z.string().max(PUNCHLINE_MAX, `A punchline must be at most ${PUNCHLINE_MAX} characters`), {
    error: "Punchlines must be a list of text",
  })
  .max(PUNCHLINES_MAX, `At most ${PUNCHLINES_MAX} punchlines`)
  .transform((list) => list.map((p) => p.trim()).filter((p) => p.length > 0));

const longText = (label: string) =>
  z
    .string()
    .max(NOTES_MAX, `${label} must be at most ${NOTES_MAX} characters`)
    .nullable()
    .transform((v) => (v === null || v.trim() === "" ? null : v));

const stage = z.enum(developmentStages, { error: "Stage must be idea, on_hold or working_on" }).nullable();

const stoolCategory = z.unknown().transform((value, ctx) => {
  const category = normalizeStoolCategory(value);
  if (category === undefined) {
    ctx.addIssue({ code: "custom", message: "Stool category must be empty (Main), open_mic or my_stool" });
    return z.NEVER;
  }
  return category;
});

const fields = {
  setup,
  punchlines: punchlines.optional(),
  notes: longText("Notes").optional(),
  inspiration: longText("Inspiration").optional(),
  stage: stage.optional(),
  onStool: z.boolean({ error: "onStool must be true or false" }).optional(),
  stoolCategory: stoolCategory.optional(),
};

/**
 * POST body. `userId` and unknown keys are dropped. The blender's lighter form sends a
 * single `punchline`, which becomes the punchline list.
 */
export const createJokeNoteSchema = z
  .object({ ...fields, punchline: z.string().max(PUNCHLINE_MAX).optional() })
  .transform(({ punchline, ...note }) => ({
    ...note,
    punchlines: note.punchlines ?? (punchline?.trim() ? [punchline.trim()] : []),
  }));

/** PUT body: setup required; a field left out keeps its value. */
export const updateJokeNoteSchema = z.object(fields);

/** PATCH body: stage; or stage + onStool + stoolCategory; or onStool. */
export const patchJokeNoteSchema = z
  .object({ stage: fields.stage, onStool: fields.onStool, stoolCategory: fields.stoolCategory })
  .refine((v) => v.stage !== undefined || v.onStool !== undefined || v.stoolCategory !== undefined, {
    message: "Send a stage, onStool or stoolCategory",
  });

export const moveToStoolSchema = z.object({ stoolCategory });

export const reorderSchema = z.object({
  noteIds: z
    .array(z.number().int().positive(), { error: "noteIds must be a list of joke note ids" })
    .min(1, "noteIds must not be empty")
    .max(REORDER_MAX, `At most ${REORDER_MAX} ids`)
    .refine((ids) => new Set(ids).size === ids.length, "noteIds must not repeat an id"),
});

export const jokeNoteIdSchema = z.object({
  id: z.coerce.number({ error: "The joke note id must be a number" }).int().positive("The joke note id must be a number"),
});

export type CreateJokeNoteInput = z.infer<typeof createJokeNoteSchema>;
export type UpdateJokeNoteInput = z.infer<typeof updateJokeNoteSchema>;
export type PatchJokeNoteInput = z.infer<typeof patchJokeNoteSchema>;
