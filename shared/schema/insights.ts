import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every change of a joke note's Joke Lab status (shared/joke-notes/stages.ts statusClass), kept
 * by triggers on joke_notes in the same transaction (migration 0036), for the pipeline's weeks:
 * a week's counts are today's counts less the changes made since. `fromStatus` null: the note
 * was written; `toStatus` null: it was deleted. No foreign key to the note, whose deletion is
 * itself a change. Kept 120 days (the pipeline looks back 12 weeks).
 */
export const jokeNoteStatusChanges = pgTable(
  "joke_note_status_changes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jokeNoteId: integer().notNull(),
    fromStatus: text(),
    toStatus: text(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("joke_note_status_changes_user_id_changed_at_idx").on(t.userId, t.changedAt),
    index("joke_note_status_changes_changed_at_idx").on(t.changedAt),
    check("joke_note_status_changes_moved_check", sql`${t.fromStatus} IS DISTINCT FROM ${t.toStatus}`),
  ],
);

/**
 * When status changes began to be kept for a comedian who had notes before (the accounts there
 * were when migration 0036 ran): weeks that ended earlier show only how many notes there were.
 * An account made since has no row: all its changes are kept.
 */
export const jokeNoteStatusHistoryStarts = pgTable("joke_note_status_history_starts", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A number per comedian raised by statement triggers (migration 0041) in the same transaction as
 * any change to what `/api/insights` is drawn from: their joke notes (and the statuses kept for
 * them), notes, thoughts, shows, ratings, set lists, recordings and recordings' bits. A kept answer is served while it is
 * unchanged (and it is still the same day). No row: nothing has changed since the migration (0).
 */
export const insightsVersions = pgTable("insights_versions", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(1),
});
