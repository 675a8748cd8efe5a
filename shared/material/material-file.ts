import { z } from "zod";
import { durationSeconds, NOTES_MAX, PUNCHLINE_MAX, PUNCHLINES_MAX, SETUP_MAX } from "../joke-notes/joke-note-input";
import { VERSIONS_KEPT } from "../joke-notes/note-text";
import { setAsideReasons } from "../joke-notes/set-aside";
import { developmentStages, normalizeStoolCategory } from "../joke-notes/stages";
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX } from "../notes/note-input";
import { PERFORMANCE_NOTES_MAX, PERFORMANCE_SECONDS_MAX, PERFORMANCE_TEXT_MAX, RATING_NOTES_MAX, RATINGS_MAX } from "../performances/performance-input";
import { performanceRatings } from "../performances/ratings";
import {
  SET_LIST_ITEMS_MAX,
  SET_LIST_NAME_MAX,
  TARGET_MINUTES_DEFAULT,
  TARGET_MINUTES_MAX,
  TARGET_MINUTES_MIN,
} from "../set-lists/set-list-input";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "../thoughts/category-input";
import { defaultThoughtColor, thoughtColorValues } from "../thoughts/colors";
import { splitTags, TAG_MAX, TAGS_MAX } from "../thoughts/tags";
import { THOUGHT_CONTENT_MAX } from "../thoughts/thought-input";
import { optionalUserText, userText, userTextList } from "../validation/user-text";
import { wholeSeconds } from "../validation/seconds";

/** What every export file says it is, and the version of its layout. */
export const MATERIAL_FORMAT = "comedy-toolkit-material";
export const MATERIAL_FORMAT_VERSION = 1;

/** Items of one kind in one file. */
export const IMPORT_ITEMS_MAX = 50_000;

/**
 * When a thing was written or changed. A time still to come is taken as the time of import: it
 * would pin a note as the newest forever and put it out of the free tier's reach.
 */
const when = z.iso
  .datetime({ offset: true, error: "must be a date and time (ISO 8601)" })
  .transform((value) => (Date.parse(value) > Date.now() ? new Date().toISOString() : value))
  .optional();
/** A list's own messages: the wrong kind of value, or too many items. */
export const notAList = (label: string) => `${label} must be a list`;
export const tooManyItems = (label: string) => `At most ${IMPORT_ITEMS_MAX} ${label.toLowerCase()} in one file`;

const text = {
  setup: userText({ label: "Setup", max: SETUP_MAX }),
  punchlines: userTextList({ label: "Punchlines", max: PUNCHLINE_MAX, maxItems: PUNCHLINES_MAX }).default([]),
  notes: optionalUserText({ label: "Notes", max: NOTES_MAX }).default(null),
  inspiration: optionalUserText({ label: "Inspiration", max: NOTES_MAX }).default(null),
};

export const jokeNoteVersionItem = z.object({
  ...text,
  setAside: z.enum(setAsideReasons, { error: "setAside must be conflict, offline or null" }).nullable().default(null),
  createdAt: when,
});

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
  durationSeconds: durationSeconds.default(null),
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
  sortOrder: z.number({ error: "sortOrder must be a number" }).int().optional(),
  thoughts: z.array(thoughtItem, { error: notAList("Thoughts") }).max(IMPORT_ITEMS_MAX, tooManyItems("Thoughts")).default([]),
});

const exportId = z.string({ error: "exportId must be text" }).max(100, "exportId must be at most 100 characters").optional();
/** A reference to another item of the file by its exportId. */
const ref = (label: string) => z.string({ error: `${label} must be the exportId of one in this file` }).max(100, `${label} is not an exportId`);

export const setListItem = z.object({
  exportId,
  name: userText({ label: "Name", max: SET_LIST_NAME_MAX }),
  targetMinutes: z
    .number({ error: "Target minutes must be a number" })
    .int("Target minutes must be a whole number")
    .min(TARGET_MINUTES_MIN, `Target minutes must be at least ${TARGET_MINUTES_MIN}`)
    .max(TARGET_MINUTES_MAX, `Target minutes must be at most ${TARGET_MINUTES_MAX}`)
    .default(TARGET_MINUTES_DEFAULT),
  items: z
    .array(z.object({ jokeNote: ref("jokeNote") }), { error: "items must be a list" })
    .max(SET_LIST_ITEMS_MAX, `A set list holds at most ${SET_LIST_ITEMS_MAX} bits`)
    .default([]),
  createdAt: when,
  updatedAt: when,
});

export const performanceItem = z.object({
  exportId,
  performedAt: z.iso.datetime({ offset: true, error: "performedAt must be an ISO date and time" }),
  venue: userText({ label: "Venue", max: PERFORMANCE_TEXT_MAX }),
  showName: optionalUserText({ label: "Show name", max: PERFORMANCE_TEXT_MAX }).default(null),
  setList: ref("setList").nullable().default(null),
  durationSeconds: wholeSeconds(PERFORMANCE_SECONDS_MAX).default(null),
  notes: optionalUserText({ label: "Notes", max: PERFORMANCE_NOTES_MAX }).default(null),
  ratings: z
    .array(
      z.object({
        jokeNote: ref("jokeNote"),
        rating: z.enum(performanceRatings, { error: "Rating must be killed, good, ok or bombed" }),
        notes: optionalUserText({ label: "Rating notes", max: RATING_NOTES_MAX }).default(null),
      }),
      { error: "ratings must be a list" },
    )
    .max(RATINGS_MAX, `At most ${RATINGS_MAX} ratings`)
    .default([]),
  createdAt: when,
  updatedAt: when,
});

/** What the file says it is: checked before anything in it. */
export const fileFormat = z.literal(MATERIAL_FORMAT, { error: `format must be "${MATERIAL_FORMAT}": this is not a Comedy Toolkit export` });
export const fileFormatVersion = z
  .number({ error: "formatVersion must be a number" })
  .int()
  .min(1)
  .max(MATERIAL_FORMAT_VERSION, `formatVersion ${MATERIAL_FORMAT_VERSION} or older is supported`);

/** The file's lists of material, each with its item's rules and its name in messages. */
export const materialLists = {
  jokeNotes: { item: jokeNoteItem, label: "Joke notes" },
  notes: { item: noteItem, label: "Notes" },
  thoughtCategories: { item: thoughtCategoryItem, label: "Thought categories" },
  setLists: { item: setListItem, label: "Set lists" },
  performances: { item: performanceItem, label: "Performances" },
} as const;
export type MaterialListKey = keyof typeof materialLists;

export type JokeNoteItem = z.output<typeof jokeNoteItem>;
export type NoteItem = z.output<typeof noteItem>;
export type ThoughtCategoryItem = z.output<typeof thoughtCategoryItem>;
export type SetListItem = z.output<typeof setListItem>;
export type PerformanceItem = z.output<typeof performanceItem>;

/** What POST /api/import answers: how many of each kind were added (the rest were there already). */
export const importResultSchema = z.object({
  added: z.record(z.string(), z.number().int()),
  skipped: z.record(z.string(), z.number().int()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
