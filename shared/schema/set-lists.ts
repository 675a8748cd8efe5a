import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, expiresAt, updatedAt } from "./columns";
import { jokeNotes } from "./joke-notes";
import { users } from "./users";

/** A named, ordered running order of the comedian's own bits, with a target length. */
export const setLists = pgTable(
  "set_lists",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    targetMinutes: integer().notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Free-tier writing expires (docs/decisions/015); null on a paid plan. */
    expiresAt: expiresAt(),
  },
  (t) => [
    index("set_lists_user_id_idx").on(t.userId),
    index("set_lists_expires_at_idx").on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
    check("set_lists_target_minutes_check", sql`${t.targetMinutes} BETWEEN 1 AND 180`),
  ],
);

/**
 * One bit in a set, at its place. A deleted joke leaves every set with it (cascade). Migration
 * 0038 (hand SQL) makes (set_list_id, position) unique, checked at commit, since the items are
 * replaced by one statement that deletes and inserts; the input rule refuses a repeated joke.
 */
export const setListItems = pgTable(
  "set_list_items",
  {
    id: serial().primaryKey(),
    setListId: integer()
      .notNull()
      .references(() => setLists.id, { onDelete: "cascade" }),
    jokeNoteId: integer()
      .notNull()
      .references(() => jokeNotes.id, { onDelete: "cascade" }),
    position: integer().notNull(),
  },
  (t) => [
    index("set_list_items_set_list_id_idx").on(t.setListId, t.position),
    index("set_list_items_joke_note_id_idx").on(t.jokeNoteId),
  ],
);
