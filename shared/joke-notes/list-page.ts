import { z } from "zod";
import { bodyId } from "../validation/id";
import { userText } from "../validation/user-text";
import { jokeNoteSchema } from "./joke-note-dto";
import { sortOptions } from "./list-rules";
import { allStatusClasses, type StatusClass } from "./stages";

export const PAGE_SIZE = 50;
export const PAGE_SIZE_MAX = 200;
export const SEARCH_MAX = 200;
/** A cursor is opaque to clients; anything longer was not made by the server. */
export const CURSOR_MAX = 2_000;

const sortValues = sortOptions.map((o) => o.value) as [(typeof sortOptions)[number]["value"], ...(typeof sortOptions)[number]["value"][]];

/**
 * `status` as sent in a query string: a comma-separated list of Joke Lab status classes.
 * Left out means every status; an empty value means none.
 */
const statusList = z
  .string({ error: "status must be a comma-separated list of statuses" })
  .transform((value, ctx) => {
    const parts = value.split(",").map((part) => part.trim()).filter((part) => part.length > 0);
    const unknown = parts.filter((part) => !(allStatusClasses as string[]).includes(part));
    if (unknown.length > 0) {
      ctx.addIssue({ code: "custom", message: `Unknown status: ${unknown[0]!.slice(0, 40)}` });
      return z.NEVER;
    }
    return [...new Set(parts)] as StatusClass[];
  });

/** Search text and status filter: shared by a page and the counts. */
export const listFilterSchema = z.object({
  q: userText({ label: "Search", max: SEARCH_MAX, required: false }).optional(),
  status: statusList.optional(),
});

/** GET /api/joke-notes/page: one page of the owner's notes in a sort, searched and filtered. */
export const listPageQuerySchema = listFilterSchema.extend({
  sort: z.enum(sortValues, { error: "sort must be newest, oldest, setup, updated or best" }).default("newest"),
  cursor: z.string({ error: "cursor must be text" }).max(CURSOR_MAX, "cursor is not valid").optional(),
  limit: z
    .string({ error: "limit must be a number" })
    .regex(/^\d{1,4}$/, "limit must be a number")
    .transform(Number)
    .pipe(z.number().min(1, "limit must be at least 1").max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`))
    .default(PAGE_SIZE),
});

export type ListFilter = z.infer<typeof listFilterSchema>;
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

export const jokeNotePageSchema = z.object({
  notes: z.array(jokeNoteSchema),
  /** Pass back as `cursor` for the next page; null after the last one. */
  nextCursor: z.string().nullable(),
});
export type JokeNotePage = z.infer<typeof jokeNotePageSchema>;

/** GET /api/joke-notes/counts: for the dashboard's stat cards and the status filter. */
export const jokeNoteCountsSchema = z.object({
  total: z.number().int(),
  onStool: z.number().int(),
  /** Notes matching the search, per Joke Lab status class. */
  byStatus: z.record(z.enum(allStatusClasses as [StatusClass, ...StatusClass[]]), z.number().int()),
});
export type JokeNoteCounts = z.infer<typeof jokeNoteCountsSchema>;

/**
 * PUT /api/joke-notes/:id/position: place the note right after another in the saved order
 * (`afterId`, null: first) or right before one (`beforeId`).
 */
export const moveNoteSchema = z.union(
  [z.strictObject({ afterId: bodyId("afterId").nullable() }), z.strictObject({ beforeId: bodyId("beforeId") })],
  { error: "Send afterId (a joke note id or null) or beforeId (a joke note id)" },
);
export type MoveNoteInput = z.infer<typeof moveNoteSchema>;

/** What a move answers: the note in its new place, and the place it left. */
export const movedNoteSchema = z.object({
  message: z.string(),
  note: jokeNoteSchema,
  previousSortOrder: z.number().int(),
  /** Whether the notes between the old and new place stepped by one (not for a move to the top). */
  shifted: z.boolean(),
});
export type MovedNote = z.infer<typeof movedNoteSchema>;

/** At most this many ids picked (or left out) in one print. */
export const PRINT_IDS_MAX = 50_000;

const idList = (label: string) =>
  z.array(bodyId(label), { error: `${label} must be a list of joke note ids` }).max(PRINT_IDS_MAX, `${label} may hold at most ${PRINT_IDS_MAX} ids`);

/**
 * POST /api/joke-notes/print: the notes to print, in a sort, streamed. Either the picked
 * `ids`, or `all` the notes matching the search and statuses but `exceptIds` ("Select All").
 */
export const printSelectionSchema = z
  .strictObject({
    sort: z.enum(sortValues, { error: "sort must be newest, oldest, setup or updated" }).default("newest"),
    q: userText({ label: "Search", max: SEARCH_MAX, required: false }).optional(),
    status: z
      .array(z.enum(allStatusClasses as [StatusClass, ...StatusClass[]], { error: "status must list Joke Lab statuses" }), {
        error: "status must be a list of statuses",
      })
      .optional(),
    ids: idList("ids").optional(),
    all: z.literal(true, { error: "all must be true" }).optional(),
    exceptIds: idList("exceptIds").optional(),
  })
  .refine((s) => (s.ids === undefined) !== (s.all === undefined), {
    message: "Send ids (the notes picked) or all: true (every note matching)",
  })
  .refine((s) => !(s.ids && s.exceptIds), { message: "exceptIds goes with all, not with ids" });
export type PrintSelection = z.infer<typeof printSelectionSchema>;
