import { z } from "zod";
import { allStatusClasses, type StatusClass } from "../joke-notes/stages";
import { performanceRatings } from "../performances/ratings";
import { insightRanges, isTimeZone } from "./ranges";

export { insightRanges, isTimeZone, rangeDays, type InsightRange } from "./ranges";

export const insightsQuerySchema = z.object({
  range: z.enum(insightRanges, { error: "range must be 30d, 90d or all" }).default("all"),
  /** The comedian's time zone, for days and weeks (the browser's own); when absent, the one its `tz` cookie keeps, or UTC. */
  tz: z
    .string({ error: "tz must be a time zone name" })
    .refine(isTimeZone, "tz must be a time zone name such as America/Chicago")
    .optional(),
});
/** A read of the insights, its zone settled (the query's, the cookie's or UTC). */
export type InsightsQuery = Required<z.output<typeof insightsQuerySchema>>;

const day = z.iso.date();
const rate = z.number().min(0).max(1);
const count = z.number().int().min(0);

export const ratingCountsSchema = z.object({ killed: count, good: count, ok: count, bombed: count });

export const insightJokeSchema = z.object({
  jokeNoteId: z.number().int(),
  setup: z.string(),
  /** Logged shows in the range that rated it. */
  shows: count,
  ratings: ratingCountsSchema,
  /** Share of its ratings in the range that are killed or good; null when none is. */
  hitRate: rate.nullable(),
  lastPerformedAt: z.iso.datetime(),
  /** The median over its recordings in the range of its laughs a minute in each; null without one. */
  laughsPerMinute: z.number().min(0).nullable(),
  /** Its ratings in its last 10 rated shows in the range, oldest first (the sparkline). */
  trend: z.array(z.enum(performanceRatings)),
});

export const insightShowSchema = z.object({
  performanceId: z.number().int(),
  performedAt: z.iso.datetime(),
  venue: z.string(),
  showName: z.string().nullable(),
  /** Bits rated in this show, and the share killed or good (null when none is rated). */
  ratedBits: count,
  hitRate: rate.nullable(),
  /** Time on stage as logged, else the recording's length; null when neither is known. */
  durationSeconds: z.number().int().min(0).nullable(),
  /** The set list's target; null without a set list. */
  targetSeconds: z.number().int().min(0).nullable(),
  /** The recording's laughs a minute; null without a finished recording. */
  laughsPerMinute: z.number().min(0).nullable(),
});

export const statusCountsSchema = z.partialRecord(z.enum(allStatusClasses as [StatusClass, ...StatusClass[]]), count);

export const pipelineWeekSchema = z.object({
  /** Monday of the week, in the comedian's zone. */
  weekStart: day,
  /** Joke notes per Joke Lab status at the week's end (now, for this week); statuses at 0 left out. */
  counts: statusCountsSchema,
  /** False for a week that ended before statuses were kept for this comedian: `counts` is empty. */
  statusesKnown: z.boolean(),
  /** Joke notes there were at the week's end (when statuses are not known: those still here today). */
  notes: count,
});

export const writingDaySchema = z.object({
  date: day,
  jokeNotes: count,
  notes: count,
  thoughts: count,
});

export const insightsSchema = z.object({
  range: z.enum(insightRanges),
  timeZone: z.string(),
  /** Today in the comedian's zone. */
  today: day,
  jokes: z.array(insightJokeSchema),
  /** Oldest first. */
  shows: z.array(insightShowSchema),
  /** The last 12 weeks, oldest first, this week last. */
  pipeline: z.array(pipelineWeekSchema),
  /** Days with something written, oldest first, from the Monday 52 weeks before this week's. */
  writing: z.array(writingDaySchema),
  /** Days in a row with something written, up to today (or up to yesterday while today is still empty). */
  streakDays: count,
});

/** A show on the dashboard's card: its hit rate and, where recorded, its laughs a minute. */
export const recentShowSchema = insightShowSchema.pick({ performanceId: true, performedAt: true, hitRate: true, laughsPerMinute: true });

export const recentShowsSchema = z.object({
  /** The last five logged shows (fewer when there are fewer), oldest first. */
  shows: z.array(recentShowSchema).max(5),
});

export type RatingCounts = z.infer<typeof ratingCountsSchema>;
export type InsightJoke = z.infer<typeof insightJokeSchema>;
export type InsightShow = z.infer<typeof insightShowSchema>;
export type PipelineWeek = z.infer<typeof pipelineWeekSchema>;
export type WritingDay = z.infer<typeof writingDaySchema>;
export type Insights = z.infer<typeof insightsSchema>;
export type RecentShow = z.infer<typeof recentShowSchema>;
export type RecentShows = z.infer<typeof recentShowsSchema>;
