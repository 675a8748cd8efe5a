import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { performanceRatings } from "../performances/ratings";
import { createdAt, expiresAt, oneOf, updatedAt } from "./columns";
import { jokeNotes } from "./joke-notes";
import { setLists } from "./set-lists";
import { users } from "./users";

/** A show the comedian did: where, when, and how each bit went. */
export const performances = pgTable(
  "performances",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    performedAt: timestamp({ withTimezone: true }).notNull(),
    venue: text().notNull(),
    showName: text(),
    /** The set performed; kept as null when the set is deleted later. */
    setListId: integer().references(() => setLists.id, { onDelete: "set null" }),
    durationSeconds: integer(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Free-tier writing expires (docs/decisions/015); null on a paid plan. */
    expiresAt: expiresAt(),
  },
  (t) => [
    index("performances_user_id_performed_at_idx").on(t.userId, t.performedAt.desc()),
    index("performances_expires_at_idx").on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
    check("performances_duration_seconds_check", sql`${t.durationSeconds} BETWEEN 1 AND 36000`),
  ],
);

/** One bit's rating in a performance; a deleted joke takes its ratings with it. */
export const performanceRatingsTable = pgTable(
  "performance_ratings",
  {
    id: serial().primaryKey(),
    performanceId: integer()
      .notNull()
      .references(() => performances.id, { onDelete: "cascade" }),
    jokeNoteId: integer()
      .notNull()
      .references(() => jokeNotes.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    rating: text({ enum: performanceRatings }).notNull(),
    notes: text(),
  },
  (t) => [
    index("performance_ratings_performance_id_idx").on(t.performanceId, t.position),
    index("performance_ratings_joke_note_id_idx").on(t.jokeNoteId),
    check("performance_ratings_rating_check", oneOf(t.rating, performanceRatings)),
  ],
);
