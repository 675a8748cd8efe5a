import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
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
    sortOrder: integer().notNull().default(0),
    onStool: boolean().notNull().default(false),
    stage: text({ enum: developmentStages }).notNull().default("idea"),
    /** Null is Main. */
    stoolCategory: text({ enum: stoolCategories }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: expiresAt(),
    /** The Idempotency-Key the creating request carried (a UUID made on the device), if any. */
    idempotencyKey: text(),
  },
  // Indexed by owner only, with room left in each page: a reorder rewrites sort_order on
  // every row, and with sort_order out of the index those are HOT updates (no index writes).
  (t) => [
    index("joke_notes_user_id_idx").on(t.userId),
    // A retried create finds the note its first try made (NULLs, notes made without a key, never clash).
    uniqueIndex("joke_notes_user_id_idempotency_key_unique").on(t.userId, t.idempotencyKey),
    check("joke_notes_stage_check", oneOf(t.stage, developmentStages)),
    check("joke_notes_stool_category_check", oneOf(t.stoolCategory, stoolCategories)),
    check("joke_notes_stool_category_on_stool_check", sql`${t.onStool} OR ${t.stoolCategory} IS NULL`),
  ],
);

export type JokeNoteRow = typeof jokeNotes.$inferSelect;

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
    createdAt: createdAt(),
  },
  // A note's history, newest first, read by owner and note together.
  (t) => [index("joke_note_versions_note_idx").on(t.jokeNoteId, t.id.desc())],
);
