import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, expiresAt, updatedAt } from "./columns";
import { users } from "./users";

export const defaultThoughtColor = "#3B82F6";

export const thoughtCategories = pgTable(
  "thought_categories",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    color: text().notNull().default(defaultThoughtColor),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: expiresAt(),
  },
  (t) => [index("thought_categories_user_id_idx").on(t.userId)],
);

export const thoughts = pgTable(
  "thoughts",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => thoughtCategories.id, { onDelete: "cascade" }),
    content: text().notNull(),
    tags: text().array().notNull().default([]),
    isFavorite: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: expiresAt(),
  },
  (t) => [index("thoughts_user_id_idx").on(t.userId), index("thoughts_category_id_idx").on(t.categoryId)],
);

export type ThoughtCategory = typeof thoughtCategories.$inferSelect;
export type Thought = typeof thoughts.$inferSelect;
