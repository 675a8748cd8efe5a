import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  defaultLocation,
  defaultSentenceStarters,
  defaultSetupKeywords,
  defaultTopicCategories,
} from "../profile/profile-defaults";
import { users } from "./users";

export * from "../profile/profile-defaults";


/** A text[] default written as an ARRAY literal, quotes escaped (drizzle-kit leaves them raw). */
const textArrayDefault = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]::text[]`);

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    aboutMe: text(),
    keywords: text().array().notNull().default([]),
    setupKeywords: text().array().notNull().default(textArrayDefault(defaultSetupKeywords)),
    topicCategories: text().array().notNull().default(textArrayDefault(defaultTopicCategories)),
    sentenceStarters: text().array().notNull().default(textArrayDefault(defaultSentenceStarters)),
    location: text().notNull().default(defaultLocation),
    aiFeaturesEnabled: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex("user_profiles_user_id_unique").on(t.userId)],
);

export type UserProfile = typeof userProfiles.$inferSelect;
