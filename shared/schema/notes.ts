import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, expiresAt, updatedAt } from "./columns";
import { users } from "./users";

export const notes = pgTable(
  "notes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: expiresAt(),
  },
  // The owner's list, most recently changed first.
  (t) => [
    index("notes_user_id_updated_at_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index("notes_expires_at_idx").on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
  ],
);

export type Note = typeof notes.$inferSelect;
