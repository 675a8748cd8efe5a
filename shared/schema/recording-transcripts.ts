import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { TranscriptWord } from "../transcripts/align-transcript";
import { createdAt, oneOf, updatedAt } from "./columns";
import { recordings } from "./recordings";
import { users } from "./users";

/** The states a kept transcript is in ("off" is never kept: it is the site without a service). */
export const keptTranscriptStatuses = ["waiting", "working", "done", "failed"] as const;

/**
 * A recording's transcript and its place in the transcription queue: a row is made once the
 * audio is complete (and the site has a service), the queue's job (pg-boss) makes the words, and
 * the comedian's corrections are kept (`edited`) and never overwritten. Goes with the recording.
 */
export const recordingTranscripts = pgTable(
  "recording_transcripts",
  {
    recordingId: integer()
      .primaryKey()
      .references(() => recordings.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text({ enum: keptTranscriptStatuses }).notNull().default("waiting"),
    words: jsonb().$type<TranscriptWord[]>().notNull().default([]),
    edited: boolean().notNull().default(false),
    /** Failed: what went wrong, for the comedian. */
    message: text(),
    /** The service's tries so far for this transcript (reset by a retry). */
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recording_transcripts_user_id_idx").on(t.userId),
    index("recording_transcripts_pending_idx").on(t.recordingId).where(sql`${t.status} IN ('waiting', 'working')`),
    check("recording_transcripts_status_check", oneOf(t.status, keptTranscriptStatuses)),
  ],
);
