import { z } from "zod";
import { NOTES_MAX, PUNCHLINE_MAX, PUNCHLINES_MAX, SETUP_MAX } from "../joke-notes/joke-note-input";
import { VERSIONS_KEPT } from "../joke-notes/note-text";
import { developmentStages, normalizeStoolCategory } from "../joke-notes/stages";
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX } from "../notes/note-input";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "../thoughts/category-input";
import { defaultThoughtColor, thoughtColorValues } from "../thoughts/colors";
import { splitTags, TAG_MAX, TAGS_MAX } from "../thoughts/tags";
import { THOUGHT_CONTENT_MAX } from "../thoughts/thought-input";
import { optionalUserText, userText, userTextList } from "../validation/user-text";

/** What every export file says it is, and the version of its layout. */
export const MATERIAL_FORMAT = "comedy-toolkit-material";
export const MATERIAL_FORMAT_VERSION = 1;

/** The largest file POST /api/import reads; past it the answer is 413. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
export const IMPORT_MAX_LABEL = "30 MB";
/** Items of one kind in one file. */
export const IMPORT_ITEMS_MAX = 50_000;

const when = z.iso.datetime({ offset: true, error: "must be a date and time (ISO 8601)" }).optional();
const list = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(IMPORT_ITEMS_MAX, `At most ${IMPORT_ITEMS_MAX} ${label.toLowerCase()} in one file`)
    .default([]);

const text = {
  setup: userText({ label: "Setup", max: SETUP_MAX }),
  punchlines: userTextList({ label: "Punchlines", max: PUNCHLINE_MAX, maxItems: PUNCHLINES_MAX }).default([]),
  notes: optionalUserText({ label: "Notes", max: NOTES_MAX }).default(null),
  inspiration: optionalUserText({ label: "Inspiration", max: NOTES_MAX }).default(null),
};

export const jokeNoteVersionItem = z.object({ ...text, createdAt: when });

export const jokeNoteItem = z.object({
  exportId: z.string().max(100).optional(),
  ...text,
  stage: z.enum(developmentStages, { error: "Stage must be idea, on_hold or working_on" }).default("idea"),
  onStool: z.boolean({ error: "onStool must be true or false" }).default(false),
  stoolCategory: z
    .unknown()
    .transform((value, ctx) => {
      const category = normalizeStoolCategory(value);
      if (category === undefined) {
        ctx.addIssue({ code: "custom", message: "Stool category must be empty (Main), open_mic or my_stool" });
        return z.NEVER;
      }
      return category;
    })
    .default(null),
  sortOrder: z.number({ error: "sortOrder must be a number" }).int().optional(),
  createdAt: when,
  updatedAt: when,
  versions: z.array(jokeNoteVersionItem).max(VERSIONS_KEPT, `At most ${VERSIONS_KEPT} versions`).default([]),
});

export const noteItem = z.object({
  exportId: z.string().max(100).optional(),
  title: userText({ label: "Title", max: NOTE_TITLE_MAX }),
  content: userText({ label: "Content", max: NOTE_CONTENT_MAX }),
  createdAt: when,
  updatedAt: when,
});

export const thoughtItem = z.object({
  content: userText({ label: "Content", max: THOUGHT_CONTENT_MAX }),
  tags: z
    .array(z.string({ error: "Each tag must be text" }))
    .default([])
    .transform((tags) => splitTags(tags))
    .pipe(z.array(z.string().max(TAG_MAX, `Each tag must be at most ${TAG_MAX} characters`)).max(TAGS_MAX, `At most ${TAGS_MAX} tags`)),
  isFavorite: z.boolean({ error: "isFavorite must be true or false" }).default(false),
  createdAt: when,
});

export const thoughtCategoryItem = z.object({
  exportId: z.string().max(100).optional(),
  name: userText({ label: "Name", max: CATEGORY_NAME_MAX }),
  description: optionalUserText({ label: "Description", max: CATEGORY_DESCRIPTION_MAX }).default(null),
  color: z
    .string({ error: "Color must be text" })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(thoughtColorValues, { error: "Color must be one of the ten preset colours" }))
    .default(defaultThoughtColor),
  thoughts: list(thoughtItem, "Thoughts"),
});

/**
 * An export file as POST /api/import reads it: one list per kind of material, each optional,
 * so a file from a later version with more kinds still imports the kinds this one knows.
 */
export const materialFileSchema = z.object({
  format: z.literal(MATERIAL_FORMAT, { error: `format must be "${MATERIAL_FORMAT}": this is not a Comedy Toolkit export` }),
  formatVersion: z
    .number({ error: "formatVersion must be a number" })
    .int()
    .min(1)
    .max(MATERIAL_FORMAT_VERSION, `formatVersion ${MATERIAL_FORMAT_VERSION} or older is supported`),
  jokeNotes: list(jokeNoteItem, "Joke notes"),
  notes: list(noteItem, "Notes"),
  thoughtCategories: list(thoughtCategoryItem, "Thought categories"),
});

export type MaterialFile = z.output<typeof materialFileSchema>;
export type JokeNoteItem = z.output<typeof jokeNoteItem>;
export type NoteItem = z.output<typeof noteItem>;
export type ThoughtCategoryItem = z.output<typeof thoughtCategoryItem>;

/** What POST /api/import answers: how many of each kind were added (the rest were there already). */
export interface ImportResult {
  added: Record<string, number>;
  skipped: Record<string, number>;
}
