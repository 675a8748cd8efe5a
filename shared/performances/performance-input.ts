import { z } from "zod";
import { bodyId, idParams } from "../validation/id";
import { optionalUserText, userText } from "../validation/user-text";
import { isTimeZone } from "../insights/ranges";
import { parsePerformedAt, PERFORMED_AT_FORMS } from "./performed-at";
import { performanceRatings } from "./ratings";
import { wholeSeconds } from "../validation/seconds";

const PERFORMED_AT_ERROR = `performedAt must be ${PERFORMED_AT_FORMS}`;

export const PERFORMANCE_TEXT_MAX = 200;
export const PERFORMANCE_NOTES_MAX = 10_000;
export const RATINGS_MAX = 200;
export const PERFORMANCE_SECONDS_MAX = 36_000;
export const RATING_NOTES_MAX = 2_000;

const rating = z.object({
  jokeNoteId: bodyId("Each jokeNoteId"),
  rating: z.enum(performanceRatings, { error: "Rating must be killed, good, ok or bombed" }),
  notes: optionalUserText({ label: "Rating notes", max: RATING_NOTES_MAX }).optional().transform((v) => v ?? null),
});

/**
 * POST and PUT body of a performance; PUT replaces it whole, ratings included. performedAt is
 * a full ISO time, or a date alone taken as that evening in `timeZone` (the browser's zone,
 * UTC without one); the parsed body carries the instant only.
 */
export const performanceInputSchema = z
  .object({
    performedAt: z
      .string({ error: PERFORMED_AT_ERROR })
      .max(64, PERFORMED_AT_ERROR)
      .meta({ description: `When the show was: ${PERFORMED_AT_FORMS}. A date alone is that day at 8 pm in timeZone.` }),
    timeZone: z
      .string({ error: "timeZone must be a time zone name such as America/Chicago" })
      .refine(isTimeZone, "timeZone must be a time zone name such as America/Chicago")
      .optional()
      .meta({ description: "The comedian's IANA time zone, for a performedAt given as a date alone (UTC when absent)" }),
    venue: userText({ label: "Venue", max: PERFORMANCE_TEXT_MAX }),
    showName: optionalUserText({ label: "Show name", max: PERFORMANCE_TEXT_MAX }).optional().transform((v) => v ?? null),
    setListId: bodyId("setListId").nullable().optional().transform((v) => v ?? null),
    durationSeconds: wholeSeconds(PERFORMANCE_SECONDS_MAX)
      .optional()
      .transform((v) => v ?? null),
    notes: optionalUserText({ label: "Notes", max: PERFORMANCE_NOTES_MAX }).optional().transform((v) => v ?? null),
    /** The comedian's recording of this show; absent: the link stays as it is, null: no recording. */
    recordingId: bodyId("recordingId").nullable().optional(),
    ratings: z
      .array(rating, { error: "ratings must be a list" })
      .max(RATINGS_MAX, `At most ${RATINGS_MAX} ratings`)
      .refine((list) => new Set(list.map((r) => r.jokeNoteId)).size === list.length, "ratings must not rate a joke twice"),
  })
  .transform(({ timeZone, ...input }, ctx) => {
    const performedAt = parsePerformedAt(input.performedAt, timeZone);
    if (performedAt === null) {
      ctx.addIssue({ code: "custom", path: ["performedAt"], message: PERFORMED_AT_ERROR });
      return z.NEVER;
    }
    return { ...input, performedAt };
  });

export const performanceIdSchema = idParams("The performance id");

export type PerformanceInput = z.output<typeof performanceInputSchema>;

export const PERFORMANCE_LIST_LIMIT_MAX = 100;

/** `GET /api/performances?limit=`: the newest `limit` shows (1 to 100), or every show without it. */
export const performanceListQuerySchema = z.object({
  limit: z
    .string({ error: `limit must be a whole number from 1 to ${PERFORMANCE_LIST_LIMIT_MAX}` })
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${PERFORMANCE_LIST_LIMIT_MAX}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= PERFORMANCE_LIST_LIMIT_MAX, `limit must be a whole number from 1 to ${PERFORMANCE_LIST_LIMIT_MAX}`)
    .optional(),
});
