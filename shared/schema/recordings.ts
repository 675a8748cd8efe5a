import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CandidateScores } from "../recordings/meter-tuning";
import { audioStatuses, markChanges, markKinds, type TimeSpan } from "../recordings/recording-dto";
import { CHUNK_BYTES_MAX, CHUNK_SEQ_MAX, RECORDING_MS_MAX } from "../recordings/recording-limits";
import { createdAt, expiresAt, oneOf, updatedAt } from "./columns";
import { jokeNotes } from "./joke-notes";
import { performances } from "./performances";
import { setLists } from "./set-lists";
import { users } from "./users";

/**
 * A set recorded on stage (or imported): its audio arrives in chunks (recording_chunks, the
 * bytes in the storage driver), its bits and laughs are the comedian's to correct, and the
 * metrics are computed from them on every change (shared/recordings/recording-metrics).
 */
export const recordings = pgTable(
  "recordings",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The set performed; kept as null when the set is deleted later. */
    setListId: integer().references(() => setLists.id, { onDelete: "set null" }),
    /** The logged show it is the recording of (at most one recording a show). */
    performanceId: integer().references(() => performances.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** Null until finished. */
    durationMs: integer(),
    mimeType: text().notNull(),
    /** How many chunks the audio has; null until finished. */
    chunkCount: integer(),
    audioStatus: text({ enum: audioStatuses }).notNull().default("uploading"),
    audioBytes: bigint({ mode: "number" }).notNull().default(0),
    laughCount: integer().notNull().default(0),
    laughSeconds: doublePrecision().notNull().default(0),
    laughsPerMinute: doublePrecision().notNull().default(0),
    laughSecondsPerMinute: doublePrecision().notNull().default(0),
    /** The current laughs, in time order: the detector's, or the comedian's once corrected. */
    laughs: jsonb().$type<TimeSpan[]>().notNull().default([]),
    laughsEdited: boolean().notNull().default(false),
    /** The applause breaks, in time order: the detector's, or the comedian's once corrected. Laughs a minute leave them out. */
    applause: jsonb().$type<TimeSpan[]>().notNull().default([]),
    applauseCount: integer().notNull().default(0),
    /** What the detector heard (its candidate events and their scores): kept so corrections can tune the meter. */
    candidates: jsonb().$type<CandidateScores[]>().notNull().default([]),
    /** How many corrected sets the tuning that read this recording had learned from (0: the default), and their venue. */
    meterSets: integer().notNull().default(0),
    meterVenue: text(),
    /** The level for the timeline, dBFS, one value per envelopeFrameMs. */
    envelope: jsonb().$type<number[]>().notNull().default([]),
    envelopeFrameMs: integer().notNull().default(250),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Free-tier writing expires (docs/decisions/015); null on a paid plan. */
    expiresAt: expiresAt(),
  },
  (t) => [
    index("recordings_user_id_started_at_idx").on(t.userId, t.startedAt.desc(), t.id.desc()),
    index("recordings_expires_at_idx").on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
    uniqueIndex("recordings_performance_id_unique").on(t.performanceId).where(sql`${t.performanceId} IS NOT NULL`),
    check("recordings_audio_status_check", oneOf(t.audioStatus, audioStatuses)),
    check("recordings_duration_ms_check", sql`${t.durationMs} BETWEEN 1 AND ${sql.raw(String(RECORDING_MS_MAX))}`),
    check("recordings_chunk_count_check", sql`${t.chunkCount} BETWEEN 1 AND ${sql.raw(String(CHUNK_SEQ_MAX + 1))}`),
    check("recordings_audio_bytes_check", sql`${t.audioBytes} >= 0`),
    check("recordings_mime_type_check", sql`length(${t.mimeType}) BETWEEN 1 AND 100`),
    check("recordings_laughs_check", sql`jsonb_typeof(${t.laughs}) = 'array'`),
    check("recordings_applause_check", sql`jsonb_typeof(${t.applause}) = 'array'`),
    check("recordings_candidates_check", sql`jsonb_typeof(${t.candidates}) = 'array'`),
    check("recordings_meter_sets_check", sql`${t.meterSets} >= 0`),
    check("recordings_envelope_check", sql`jsonb_typeof(${t.envelope}) = 'array'`),
    check("recordings_envelope_frame_ms_check", sql`${t.envelopeFrameMs} BETWEEN 10 AND 10000`),
  ],
);

/** One bit's stretch of a recording, in the order recorded (a bit shown twice is two rows). */
export const recordingBits = pgTable(
  "recording_bits",
  {
    recordingId: integer()
      .notNull()
      .references(() => recordings.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    jokeNoteId: integer()
      .notNull()
      .references(() => jokeNotes.id, { onDelete: "cascade" }),
    startMs: integer().notNull(),
    endMs: integer().notNull(),
    laughCount: integer().notNull().default(0),
    laughSeconds: doublePrecision().notNull().default(0),
    laughsPerMinute: doublePrecision().notNull().default(0),
    applauseCount: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.recordingId, t.position] }),
    index("recording_bits_joke_note_id_idx").on(t.jokeNoteId),
    check("recording_bits_span_check", sql`${t.startMs} >= 0 AND ${t.endMs} > ${t.startMs}`),
  ],
);

/** A chunk of a recording's audio that has arrived: its bytes are the object `<recording>/<seq>`. */
export const recordingChunks = pgTable(
  "recording_chunks",
  {
    recordingId: integer()
      .notNull()
      .references(() => recordings.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.recordingId, t.seq] }),
    check("recording_chunks_seq_check", sql`${t.seq} BETWEEN 0 AND ${sql.raw(String(CHUNK_SEQ_MAX))}`),
    check("recording_chunks_bytes_check", sql`${t.bytes} BETWEEN 1 AND ${sql.raw(String(CHUNK_BYTES_MAX))}`),
  ],
);

/**
 * Recordings deleted (by the comedian, with the account, or by the free tier's expiry) whose
 * audio objects are still to be removed: a trigger on recordings fills it, the recordings
 * feature empties it once the storage has let go of the objects.
 */
export const recordingAudioDeletions = pgTable("recording_audio_deletions", {
  recordingId: integer().primaryKey(),
  deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every correction the comedian made to the laugh meter (a laugh or an applause break added,
 * moved or removed): the labelled evidence its tuning is fitted to (shared/recordings/meter-tuning).
 */
export const laughMeterCorrections = pgTable(
  "laugh_meter_corrections",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recordingId: integer()
      .notNull()
      .references(() => recordings.id, { onDelete: "cascade" }),
    mark: text({ enum: markKinds }).notNull(),
    change: text({ enum: markChanges }).notNull(),
    startMs: integer().notNull(),
    endMs: integer().notNull(),
    /** Where a moved mark was. */
    fromStartMs: integer(),
    fromEndMs: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index("laugh_meter_corrections_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("laugh_meter_corrections_recording_id_idx").on(t.recordingId),
    check("laugh_meter_corrections_mark_check", oneOf(t.mark, markKinds)),
    check("laugh_meter_corrections_change_check", oneOf(t.change, markChanges)),
    check("laugh_meter_corrections_span_check", sql`${t.startMs} >= 0 AND ${t.endMs} > ${t.startMs}`),
  ],
);

/** Since when the meter learns from a comedian's corrections: "back to the default" moves it to now. */
export const laughMeterSettings = pgTable("laugh_meter_settings", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  learnFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Idempotency-Key each recording's create carried (a UUID the device made), per owner, and
 * the recording it made: a retry whose first answer was lost gets that recording, not a second,
 * empty one. Kept after the recording is deleted (set null), purged after 30 days, like the joke
 * notes' keys (docs/decisions/024).
 */
export const recordingIdempotencyKeys = pgTable(
  "recording_idempotency_keys",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    recordingId: integer().references(() => recordings.id, { onDelete: "set null" }),
    requestHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("recording_idempotency_keys_created_at_idx").on(t.createdAt),
    index("recording_idempotency_keys_recording_id_idx").on(t.recordingId),
  ],
);
