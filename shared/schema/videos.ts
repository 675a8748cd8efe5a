import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const videoUploads = pgTable(
  "video_uploads",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    objectPath: text().notNull(),
    originalFilename: text(),
    fileSize: bigint({ mode: "number" }),
    mimeType: text(),
    duration: integer(),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    performers: text().array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("video_uploads_user_id_idx").on(t.userId)],
);

export const videoSegments = pgTable(
  "video_segments",
  {
    id: serial().primaryKey(),
    videoId: integer()
      .notNull()
      .references(() => videoUploads.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    performer: text(),
    startTime: integer().notNull(),
    endTime: integer().notNull(),
    objectPath: text(),
    isProcessed: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("video_segments_video_id_idx").on(t.videoId), index("video_segments_user_id_idx").on(t.userId)],
);

export type VideoUpload = typeof videoUploads.$inferSelect;
export type VideoSegment = typeof videoSegments.$inferSelect;
