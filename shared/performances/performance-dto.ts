import { z } from "zod";
import { performanceRatings } from "./ratings";

export const performanceRatingSchema = z.object({
  jokeNoteId: z.number().int(),
  setup: z.string(),
  rating: z.enum(performanceRatings),
  notes: z.string().nullable(),
});

/** A logged show with each bit's rating, in the order they were done. */
export const performanceSchema = z.object({
  id: z.number().int(),
  performedAt: z.iso.datetime(),
  venue: z.string(),
  showName: z.string().nullable(),
  setListId: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** The recording of this show, when one is linked. */
  recordingId: z.number().int().nullable(),
  ratings: z.array(performanceRatingSchema),
});

/** One line of a joke's history: `GET /api/joke-notes/{id}/performances`. */
export const jokePerformanceSchema = z.object({
  performanceId: z.number().int(),
  performedAt: z.iso.datetime(),
  venue: z.string(),
  showName: z.string().nullable(),
  rating: z.enum(performanceRatings),
  notes: z.string().nullable(),
});

export type Performance = z.infer<typeof performanceSchema>;
export type JokePerformance = z.infer<typeof jokePerformanceSchema>;
