import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { setAsideReasons } from "../joke-notes/set-aside";
import { developmentStages, stoolCategories } from "../joke-notes/stages";
import { createdAt, expiresAt, oneOf, updatedAt } from "./columns";
import { users } from "./users";

export { developmentStages, type DevelopmentStage } from "../joke-notes/stages";

export const jokeNotes = pgTable(
  "joke_notes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    setup: text().notNull(),
    punchlines: text().array().notNull().default([]),
    notes: text(),
    inspiration: text(),
    onStool: boolean().notNull().default(false),
    stage: text({ enum: developmentStages }).notNull().default("idea"),
    /** Null is Main. */
    stoolCategory: text({ enum: stoolCategories }),
    /** The bit's timed length; null until the comedian times it. */
    durationSeconds: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: expiresAt(),
    /**
     * How the joke goes on stage, for the "best performing" sort: the mean of its ratings
     * (killed 3, good 2, ok 1, bombed 0) times 1000, rounded; -1 until it is performed.
     * Written only by the performances feature's triggers on performance_ratings (docs/decisions/021).
     */
    performanceScore: integer().notNull().default(-1),
    /** How many of the owner's logged shows rated it; kept by the same triggers. */
    timesPerformed: integer().notNull().default(0),
  },
  // Migration 0013 (hand SQL) adds an index per list sort and a trigram index for search
  // (docs/decisions/020). A note's place in its owner's list is kept apart, in joke_note_places.
  (t) => [
    index("joke_notes_expires_at_idx").on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
    check("joke_notes_stage_check", oneOf(t.stage, developmentStages)),
    check("joke_notes_stool_category_check", oneOf(t.stoolCategory, stoolCategories)),
    check("joke_notes_stool_category_on_stool_check", sql`${t.onStool} OR ${t.stoolCategory} IS NULL`),
    check("joke_notes_duration_seconds_check", sql`${t.durationSeconds} BETWEEN 1 AND 3600`),
    check("joke_notes_performance_score_check", sql`${t.performanceScore} BETWEEN -1 AND 3000`),
    check("joke_notes_times_performed_check", sql`${t.timesPerformed} >= 0`),
    // The "best performing" sort's keyset order.
    index("joke_notes_user_id_best_idx").on(
      t.userId,
      t.performanceScore.desc(),
      t.timesPerformed.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

export type JokeNoteRow = typeof jokeNotes.$inferSelect;

/**
 * Each joke note's place in its owner's saved order (smaller first), apart from the note so a
 * reorder rewrites these narrow rows and their few indexes, never the notes and their search
 * indexes (docs/decisions/043). Migration 0040 (hand SQL) adds the rest: (user_id, sort_order)
 * unique, checked at commit (docs/decisions/038); triggers on joke_notes that give every new
 * note the top place, keep `status` (shared/joke-notes/stages.ts statusClass) and the owner in
 * step with the note, and raise the owner's list version when places change.
 */
export const jokeNotePlaces = pgTable(
  "joke_note_places",
  {
    jokeNoteId: integer()
      .primaryKey()
      .references(() => jokeNotes.id, { onDelete: "cascade" }),
    /** The note's owner, kept by the triggers (no key of its own: the place goes with its note). */
    userId: integer().notNull(),
    /** The note's Joke Lab status: a column in the saved order is the owner's places in order, filtered (docs/decisions/044). */
    status: text().notNull(),
    sortOrder: integer().notNull(),
  },
);

/**
 * A counter per owner, raised by triggers on joke_notes in the same transaction as any change
 * to their notes (migration 0005). The server caches each owner's list under it. No foreign
 * key: the triggers also fire while a user's notes are deleted with the user.
 */
export const jokeNoteListVersions = pgTable("joke_note_list_versions", {
  userId: integer().primaryKey(),
  version: bigint({ mode: "number" }).notNull().default(1),
});

/**
 * The text a joke note had before a change to its setup, punchlines, notes or inspiration,
 * kept in the same transaction as the change. Stage moves and reorders keep none.
 */
export const jokeNoteVersions = pgTable(
  "joke_note_versions",
  {
    id: serial().primaryKey(),
    jokeNoteId: integer()
      .notNull()
      .references(() => jokeNotes.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    setup: text().notNull(),
    punchlines: text().array().notNull().default([]),
    notes: text(),
    inspiration: text(),
    /** Null for words a save replaced; else why they were kept aside (shared/joke-notes/set-aside). */
    setAside: text({ enum: setAsideReasons }),
    createdAt: createdAt(),
  },
  // A note's history, newest first, read by owner and note together.
  (t) => [
    index("joke_note_versions_note_idx").on(t.jokeNoteId, t.id.desc()),
    check("joke_note_versions_set_aside_check", oneOf(t.setAside, setAsideReasons)),
  ],
);

/**
 * The Idempotency-Key each create carried (a UUID made on the device), per owner, and the note
 * it made. The key outlives its note (set null), so a retry after the note was deleted is
 * refused instead of making it again; keys are purged after 30 days (docs/decisions/024).
 */
export const jokeNoteIdempotencyKeys = pgTable(
  "joke_note_idempotency_keys",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    jokeNoteId: integer().references(() => jokeNotes.id, { onDelete: "set null" }),
    /** A hash of the create the key first came with: the same key with another body is refused. Null for keys kept from before. */
    requestHash: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("joke_note_idempotency_keys_created_at_idx").on(t.createdAt),
    index("joke_note_idempotency_keys_joke_note_id_idx").on(t.jokeNoteId),
  ],
);

/**
 * How many notes each owner has in each Joke Lab status (shared/joke-notes/stages.ts
 * statusClass), kept by triggers on joke_notes in the same transaction as any change to them
 * (migration 0028), so the counts are read in constant time (docs/decisions/023). No foreign
 * key, for the reason joke_note_list_versions has none.
 */
export const jokeNoteStatusCounts = pgTable(
  "joke_note_status_counts",
  {
    userId: integer().notNull(),
    status: text().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);
