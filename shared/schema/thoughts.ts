import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, expiresAt, oneOf, updatedAt } from "./columns";
import { users } from "./users";

import { defaultThoughtColor, thoughtColorValues } from "../thoughts/colors";

export { defaultThoughtColor, thoughtColorValues } from "../thoughts/colors";

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
  // The owner's categories in their order. Migration 0038 (hand SQL) makes (user_id, sort_order)
  // unique, checked at commit.
  (t) => [
    index("thought_categories_user_id_sort_order_idx").on(t.userId, t.sortOrder, t.id),
    check("thought_categories_color_check", oneOf(t.color, thoughtColorValues)),
    index("thought_categories_expires_at_idx").on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
  ],
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
  // The owner's thoughts newest first (all of them, or one category's); the category index
  // also serves the cascade when a category is deleted.
  (t) => [
    index("thoughts_user_id_created_at_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("thoughts_category_id_created_at_idx").on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index("thoughts_expires_at_idx").on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
  ],
);

export type ThoughtCategory = typeof thoughtCategories.$inferSelect;
export type Thought = typeof thoughts.$inferSelect;
