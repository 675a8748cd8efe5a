import { z } from "zod";
import { bodyId, idParams, pathId } from "../validation/id";
import { optionalUserText, userText, userTextList } from "../validation/user-text";
import { DURATION_SECONDS_MAX } from "../set-lists/estimate";
import { setAsideReasons } from "./set-aside";
import { developmentStages, normalizeStoolCategory } from "./stages";
import { wholeSeconds } from "../validation/seconds";

export const SETUP_MAX = 5_000;
export const PUNCHLINE_MAX = 2_000;
export const PUNCHLINES_MAX = 50;
export const NOTES_MAX = 20_000;
export const REORDER_MAX = 10_000;

const setup = userText({ label: "Setup", max: SETUP_MAX });

/** Punchlines: blank entries are dropped, the rest kept trimmed. */
const punchlines = userTextList({ label: "Punchlines", max: PUNCHLINE_MAX, maxItems: PUNCHLINES_MAX });

const longText = (label: string) => optionalUserText({ label, max: NOTES_MAX });

const stage = z.enum(developmentStages, { error: "Stage must be idea, on_hold or working_on" }).nullable();

const stoolCategory = z.unknown().transform((value, ctx) => {
  const category = normalizeStoolCategory(value);
  if (category === undefined) {
    ctx.addIssue({ code: "custom", message: "Stool category must be empty (Main), open_mic or my_stool" });
    return z.NEVER;
  }
  return category;
});

/** A timed length in whole seconds, or null to forget it. */
export const durationSeconds = wholeSeconds(DURATION_SECONDS_MAX);

const fields = {
  setup,
  punchlines: punchlines.optional(),
  notes: longText("Notes").optional(),
  inspiration: longText("Inspiration").optional(),
  stage: stage.optional(),
  onStool: z.boolean({ error: "onStool must be true or false" }).optional(),
  stoolCategory: stoolCategory.optional(),
  durationSeconds: durationSeconds.optional(),
};

/**
 * POST body. `userId` and unknown keys are dropped. The blender's lighter form sends a
 * single `punchline`, which becomes the punchline list.
 */
export const createJokeNoteSchema = z
  .object({ ...fields, punchline: userText({ label: "Punchline", max: PUNCHLINE_MAX, required: false }).optional() })
  .transform(({ punchline, ...note }) => ({
    ...note,
    punchlines: note.punchlines ?? (punchline ? [punchline] : []),
  }));

/** PUT body: setup required; a field left out keeps its value. */
export const updateJokeNoteSchema = z.object(fields);

/** PATCH body: stage; or stage + onStool + stoolCategory; or onStool; and/or durationSeconds. */
export const patchJokeNoteSchema = z
  .object({
    stage: fields.stage,
    onStool: fields.onStool,
    stoolCategory: fields.stoolCategory,
    durationSeconds: fields.durationSeconds,
  })
  .refine(
    (v) => v.stage !== undefined || v.onStool !== undefined || v.stoolCategory !== undefined || v.durationSeconds !== undefined,
    { message: "Send a stage, onStool, stoolCategory or durationSeconds" },
  );

/**
 * POST body of a version kept aside: words the comedian did not keep when the note met another
 * device's edit, or an offline edit that met a newer note. The note itself is not changed.
 */
export const setAsideVersionSchema = z.object({
  setup,
  punchlines: punchlines.optional().transform((list) => list ?? []),
  notes: longText("Notes").optional().transform((text) => text ?? null),
  inspiration: longText("Inspiration").optional().transform((text) => text ?? null),
  setAside: z.enum(setAsideReasons, { error: "setAside must be conflict or offline" }),
});
export type SetAsideVersionInput = z.infer<typeof setAsideVersionSchema>;

export const moveToStoolSchema = z.object({ stoolCategory });

export const reorderSchema = z.object({
  noteIds: z
    .array(bodyId("Each joke note id"), { error: "noteIds must be a list of joke note ids" })
    .min(1, "noteIds must not be empty")
    .max(REORDER_MAX, `At most ${REORDER_MAX} ids`)
    .refine((ids) => new Set(ids).size === ids.length, "noteIds must not repeat an id"),
});

export const jokeNoteIdSchema = idParams("The joke note id");

export type CreateJokeNoteInput = z.infer<typeof createJokeNoteSchema>;
export type UpdateJokeNoteInput = z.infer<typeof updateJokeNoteSchema>;
export type PatchJokeNoteInput = z.infer<typeof patchJokeNoteSchema>;

/**
 * A create or an edit as the app's own note form sends it: the fields as the server stores
 * them, beside `userId: 0`, which the schemas drop (the owner is always the signed-in comedian).
 */
export type FormBody<T extends CreateJokeNoteInput | UpdateJokeNoteInput> = T & { userId: 0 };

/** `/api/joke-notes/{id}/versions/{versionId}/restore` params. */
export const jokeNoteVersionParams = z.object({
  id: pathId("The joke note id"),
  versionId: pathId("The version id"),
});

/** The Idempotency-Key header of a create: a UUID the device made, the same on every retry. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .pipe(z.uuid({ error: "The Idempotency-Key header must be a UUID" }))
  .transform((key) => key.toLowerCase())
  .optional();
