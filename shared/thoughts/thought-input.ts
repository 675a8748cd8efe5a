import { z } from "zod";
import { SETUP_MAX } from "../joke-notes/joke-note-input";
import { ID_MAX, idParams, pathId } from "../validation/id";
import { userText } from "../validation/user-text";
import { splitTags, TAG_MAX, TAGS_MAX } from "./tags";

/** As long as a joke note's setup, so any thought can become one. */
export const THOUGHT_CONTENT_MAX = SETUP_MAX;

const content = userText({ label: "Content", max: THOUGHT_CONTENT_MAX });

/** The category a thought is filed in; "Pick a category" when none is given. */
const categoryId = z
  .number({ error: (issue) => (issue.input === undefined ? "Pick a category" : "categoryId must be a number") })
  .int("categoryId must be a whole number")
  .min(1, "categoryId must be a positive number")
  .max(ID_MAX, "categoryId is not a valid id");

/** Tags as typed ("a, b") or as a list; split on commas, trimmed, empty ones dropped. */
const tags = z
  .union([z.string(), z.array(z.string())], { error: "Tags must be text or a list of text" })
  .transform((value) => splitTags(value))
  .pipe(
    // Checked on the whole list, so the form shows the message beside its one tags field.
    z
      .array(z.string())
      .max(TAGS_MAX, `At most ${TAGS_MAX} tags`)
      .refine((list) => list.every((tag) => tag.length <= TAG_MAX), `Each tag must be at most ${TAG_MAX} characters`),
  );

/** POST body and the add-thought form. */
export const createThoughtSchema = z.object({
  categoryId,
  content,
  tags: tags.optional().transform((value) => value ?? []),
});

/** PUT body: content, tags, favourite, or a move to another of the owner's categories. */
export const updateThoughtSchema = z
  .object({
    content: content.optional(),
    tags: tags.optional(),
    isFavorite: z.boolean({ error: "isFavorite must be true or false" }).optional(),
    categoryId: categoryId.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: "Send content, tags, isFavorite or categoryId",
  });

/** GET /api/thoughts?categoryId= */
export const thoughtListQuerySchema = z.object({ categoryId: pathId("categoryId").optional() });

export const thoughtIdSchema = idParams("The thought id");

export type CreateThoughtInput = z.output<typeof createThoughtSchema>;
export type UpdateThoughtInput = z.output<typeof updateThoughtSchema>;
/** What the thought form holds before the schema cleans it. */
export type ThoughtFormValues = z.input<typeof createThoughtSchema>;
