import { z } from "zod";

/** A stretch of the recording, in ms from its start. */
export const timeSpanSchema = z.object({ startMs: z.number().int(), endMs: z.number().int() });
export type TimeSpan = z.infer<typeof timeSpanSchema>;

export const audioStatuses = ["uploading", "complete"] as const;
export type AudioStatus = (typeof audioStatuses)[number];

/** The marks the laugh meter makes, and what a correction does to one. */
export const markKinds = ["laugh", "applause"] as const;
export type MarkKind = (typeof markKinds)[number];
export const markChanges = ["added", "moved", "removed"] as const;

/** One bit's stretch of a recording (a bit shown twice is two of these) with its laughs. */
export const recordingBitSchema = z.object({
  jokeNoteId: z.number().int(),
  /** Its place in the recording, from 0. */
  position: z.number().int(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  laughCount: z.number().int(),
  laughSeconds: z.number(),
  laughsPerMinute: z.number(),
  laughs: z.array(timeSpanSchema),
  /** Applause breaks credited to the bit (as laughs are); not in its laughs a minute. */
  applauseCount: z.number().int(),
  applause: z.array(timeSpanSchema),
});

const recordingMetricsShape = {
  laughCount: z.number().int(),
  laughSeconds: z.number(),
  /** Laughs only: applause breaks are counted apart. */
  laughsPerMinute: z.number(),
  laughSecondsPerMinute: z.number(),
  applauseCount: z.number().int(),
};

/** One row of `GET /api/recordings` (newest first). */
export const recordingSummarySchema = z.object({
  id: z.number().int(),
  setListId: z.number().int().nullable(),
  /** Names for the page: the set list's name and the logged show's venue, when known. */
  setListName: z.string().nullable(),
  performanceId: z.number().int().nullable(),
  venue: z.string().nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  /** null until the recording is finished. */
  durationMs: z.number().int().nullable(),
  mimeType: z.string(),
  audioStatus: z.enum(audioStatuses),
  audioBytes: z.number().int(),
  ...recordingMetricsShape,
});

/** `GET /api/recordings/:id`, and the answer of finish and of each correction: the row, with its bits, laughs and envelope. */
export const recordingSchema = recordingSummarySchema.extend({
  bits: z.array(recordingBitSchema),
  /** Every laugh of the set, in time order (also those outside any bit). */
  laughs: z.array(timeSpanSchema),
  /** Every applause break of the set, in time order. */
  applause: z.array(timeSpanSchema),
  /** What read the set: the comedian's learned tuning (fitted to `learnedFromSets` corrected sets, of `venue` when named) or the default (0). */
  meter: z.object({ learnedFromSets: z.number().int(), venue: z.string().nullable() }),
  /** The level envelope for the timeline: one dBFS value per `envelopeFrameMs`; empty without features. */
  envelope: z.array(z.number()),
  envelopeFrameMs: z.number().int(),
});

export const recordingListSchema = z.object({ recordings: z.array(recordingSummarySchema) });

/** `POST /api/recordings`: the new recording's id, for its chunks and its finish. */
export const createdRecordingSchema = z.object({ id: z.number().int() });
/** 422 to a create whose Idempotency-Key came with another create: names the recording that one made (null once deleted). */
export const recordingKeyReusedSchema = z.object({ message: z.string(), recordingId: z.number().int().nullable() });

/** `PUT /api/recordings/:id/chunks/:seq`: the audio's state once the chunk is kept, or a note that it had arrived already. */
export const chunkAnswerSchema = z.union([z.object({ audioStatus: z.enum(audioStatuses) }), z.object({ message: z.string() })]);

/** `GET /api/joke-notes/:id/takes`: each time the joke was recorded, newest first. */
export const takeSchema = z.object({
  recordingId: z.number().int(),
  startedAt: z.iso.datetime({ offset: true }),
  venue: z.string().nullable(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  laughCount: z.number().int(),
  laughsPerMinute: z.number(),
  applauseCount: z.number().int(),
});
export const takeListSchema = z.object({ takes: z.array(takeSchema) });

/** `GET /api/laugh-meter`: what the meter has learned from the comedian's corrections. */
export const laughMeterSchema = z.object({
  /** Sets corrected since the meter last went back to the default. */
  correctedSets: z.number().int(),
  /** The meter learns once this many sets are corrected. */
  setsToLearn: z.number().int(),
  /** True while the default reads the comedian's sets. */
  isDefault: z.boolean(),
  /** The venues with enough corrected sets of their own to be read by their own tuning. */
  venues: z.array(z.object({ venue: z.string(), correctedSets: z.number().int() })),
  /** The thresholds that read the comedian's sets (at no named venue), and the default's. */
  tuning: z.object({ laughScore: z.number(), applauseScore: z.number(), minRiseDb: z.number(), minLaughMs: z.number() }),
  defaultTuning: z.object({ laughScore: z.number(), applauseScore: z.number(), minRiseDb: z.number(), minLaughMs: z.number() }),
  /** Every correction kept, since the reset or before it. */
  corrections: z.number().int(),
});
export type LaughMeter = z.infer<typeof laughMeterSchema>;

export type RecordingBit = z.infer<typeof recordingBitSchema>;
export type Recording = z.infer<typeof recordingSchema>;
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;
export type Take = z.infer<typeof takeSchema>;
